package board

import (
	"fmt"

	"battlemap/engine"
	"battlemap/grid"
)

// The bench encounter's mover and target.
const (
	BenchMover  = "B44"
	BenchTarget = "B45"
)

// BenchEncounter builds the benchmark's encounter: a 100×100 map of 10×10
// blocks, each with a pillar, difficult, greater difficult and pit squares
// and a slanted wall, and 60 creatures of every size from Tiny to Huge on
// two sides, each at the open top-left corner of a block. Everything is
// placed by formula, so every run draws the same scene.
func BenchEncounter() (*engine.Encounter, error) {
	const n, block = 100, 10
	rows := make([][]byte, n)
	for y := range rows {
		rows[y] = make([]byte, n)
		for x := range rows[y] {
			bx, by := x%block, y%block
			c := byte('.')
			switch {
			case bx == 5 && by == 5:
				c = '#'
			case bx >= 1 && bx <= 3 && by >= 7 && by <= 8:
				c = '~'
			case bx >= 7 && bx <= 8 && by == 1:
				c = '%'
			case bx == 8 && by == 8:
				c = 'o'
			}
			rows[y][x] = c
		}
	}
	var walls []grid.Wall
	for by := 0; by < n; by += block {
		for bx := 0; bx < n; bx += block {
			x, y := float64(bx), float64(by)
			walls = append(walls, grid.WallF(x+4.5, y+2.5, x+6.5, y+3.75))
		}
	}
	strs := make([]string, n)
	for i, r := range rows {
		strs[i] = string(r)
	}
	g, err := grid.New(strs, walls)
	if err != nil {
		return nil, fmt.Errorf("board: bench map: %w", err)
	}
	sizes := []engine.Size{engine.Medium, engine.Small, engine.Large, engine.Medium, engine.Tiny, engine.Huge}
	var cs []*engine.Creature
	for k := 0; k < 60; k++ {
		bx, by := k%10, k/10+2 // blocks (0..9, 2..7)
		side := "pcs"
		if k%2 == 1 {
			side = "monsters"
		}
		size := sizes[k%len(sizes)]
		if k == 44 || k == 45 {
			size = engine.Medium
		}
		c := &engine.Creature{ID: fmt.Sprintf("B%d", k), Side: side, Size: size,
			X: bx * block, Y: by * block, Speed: 30, AoO: true}
		if k%7 == 0 {
			c.WeaponReach = 10
		}
		cs = append(cs, c)
	}
	pf2e, err := engine.SystemByID("pf2e")
	if err != nil {
		return nil, err
	}
	return engine.NewEncounter(pf2e, pf2e.Defaults(), g, cs)
}

// BenchPlayers turns the board into the players' screen with line of
// sight on, for the bench's players' phase.
func (b *Board) BenchPlayers() error {
	set := b.enc.Players.Settings()
	set.Sight = true
	if err := b.enc.Apply(set); err != nil {
		return err
	}
	b.changed()
	b.SetView(PlayersScreen)
	return nil
}

// BenchShuffle moves the party's creature id one square right or back
// (odd and even frames), so that what the party sees is worked out again
// each frame, as when a token moves on the players' screen.
func (b *Board) BenchShuffle(id string, frame int) {
	c := b.enc.Creature(id)
	if c == nil {
		return
	}
	x := c.X + 1
	if frame%2 == 1 {
		x = c.X - 1
	}
	if b.enc.Apply(engine.PlaceCreature{ID: id, X: x, Y: c.Y, W: c.SpaceW, H: c.SpaceH}) == nil {
		b.changed()
	}
}
