//go:build e2e

package e2e

import (
	"context"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"strings"
	"testing"

	"github.com/chromedp/cdproto/input"
	"github.com/chromedp/chromedp"
	"github.com/chromedp/chromedp/kb"
	"github.com/stretchr/testify/assert"
	"github.com/stretchr/testify/require"
)

// The Areas tool in the page, by touch: a cone placed, turned, dragged,
// a second finger that places nothing, Keep and Undo; every shape of the
// four systems on the demo map, on a laptop and a portrait tablet; the
// ruler between two creatures with a bow's range.

// areasView is what battlemap.state() says of the areas, the template and
// the ruler.
type areasView struct {
	Tool     string        `json:"tool"`
	Areas    []areaView    `json:"areas"`
	Template *areaView     `json:"template"`
	Ruler    *rulerView    `json:"ruler"`
	System   string        `json:"system"`
	Status   string        `json:"status"`
	Buttons  []buttonState `json:"buttons"`
}

type areaView struct {
	ID        string      `json:"id"`
	Name      string      `json:"name"`
	Shape     string      `json:"shape"`
	Size      int         `json:"size"`
	Origin    *[2]float64 `json:"origin"`
	Dir       string      `json:"dir"`
	Toward    *[2]float64 `json:"toward"`
	From      string      `json:"from"`
	Hidden    bool        `json:"hidden"`
	Terrain   string      `json:"terrain"`
	Squares   [][2]int    `json:"squares"`
	Creatures []struct {
		ID    string `json:"id"`
		Cover string `json:"cover"`
	} `json:"creatures"`
	Error string `json:"error"`
}

type rulerView struct {
	Stops [][4]int `json:"stops"`
	Feet  int      `json:"feet"`
	Legs  []int    `json:"legs"`
	Range *struct {
		Weapon       string `json:"weapon"`
		Increment    int    `json:"increment"`
		Penalty      int    `json:"penalty"`
		Disadvantage bool   `json:"disadvantage"`
		InRange      bool   `json:"in_range"`
		LineOfEffect bool   `json:"line_of_effect"`
	} `json:"range"`
}

// caught lists an area's creatures as "G1:standard".
func (a *areaView) caught() []string {
	if a == nil {
		return nil
	}
	var out []string
	for _, c := range a.Creatures {
		out = append(out, c.ID+":"+c.Cover)
	}
	return out
}

// areas reads the areas from battlemap.state().
func (p *page) areas() areasView {
	p.t.Helper()
	raw := mustEval[string](p, `battlemap.state()`)
	var v areasView
	if err := json.Unmarshal([]byte(raw), &v); err != nil {
		p.fail("the state's areas: %v", err)
	}
	return v
}

// waitAreas polls the state until cond holds.
func (p *page) waitAreas(what string, cond func(areasView) bool) areasView {
	p.t.Helper()
	var v areasView
	p.waitFor(what, actionTimeout, func() (bool, error) {
		v = p.areas()
		return cond(v), nil
	})
	return v
}

// tapButton taps the button called name with a finger.
func (p *page) tapButton(name string) {
	p.t.Helper()
	st := p.state()
	bt := st.button(name)
	if bt == nil {
		p.fail("no button %q to tap", name)
	}
	if bt.Size[1] < 36 {
		p.fail("button %q is %.0f CSS px tall: under 36", name, bt.Size[1])
	}
	p.tap(p.buttonAt(st, name))
}

// gridAt is the page position of grid point (gx,gy).
func (p *page) gridAt(gx, gy float64) (float64, float64) {
	p.t.Helper()
	x0, y0 := p.squareCenter(0, 0)
	x1, _ := p.squareCenter(1, 0)
	s := x1 - x0
	return x0 + (gx-0.5)*s, y0 + (gy-0.5)*s
}

// secondFinger puts a second finger down beside the first, held at
// (x,y), and lifts both.
func (p *page) secondFinger(x, y float64) {
	p.t.Helper()
	one := 1.0
	pt := func(x, y, id float64) *input.TouchPoint {
		return &input.TouchPoint{X: x, Y: y, RadiusX: &one, RadiusY: &one, Force: &one, ID: &id}
	}
	send := func(typ input.DispatchTouchEventType, pts []*input.TouchPoint) {
		p.call("two fingers "+string(typ), func(ctx context.Context) error {
			_, err := chromedp.Call(ctx, input.DispatchTouchEvent, input.DispatchTouchEventParams{Type: typ, TouchPoints: pts})
			return err
		})
	}
	send(input.DispatchTouchEventTypeTouchStart, []*input.TouchPoint{pt(x, y, 0), pt(x+120, y+40, 1)})
	p.frames(3)
	send(input.DispatchTouchEventTypeTouchMove, []*input.TouchPoint{pt(x, y, 0), pt(x+140, y+50, 1)})
	p.frames(2)
	send(input.DispatchTouchEventTypeTouchEnd, []*input.TouchPoint{})
	p.frames(3)
}

// loadDemo opens the demo encounter under the name "Areas demo" (the library
// may hold another encounter from an earlier test).
func (p *page) loadDemo() {
	p.t.Helper()
	data, err := os.ReadFile(filepath.Join(repoRoot(p.t), "assets", "demo.json"))
	require.NoError(p.t, err)
	f := strings.Replace(string(data), `"name": "Demo: the goblin warren"`, `"name": "Areas demo"`, 1)
	require.Contains(p.t, f, `"name": "Areas demo"`)
	p.load(f, "Areas demo")
}

// TestBrowserAreasByTouch: on the demo, a finger opens the Areas tool,
// chooses a 30-ft cone, places it east of Val (G1 in the corridor is
// caught with standard cover: the doorway's edge blocks the line to its
// centre), turns it south-east (Kai is caught), drags it, puts a second
// finger down mid-drag (the cone goes back, nothing is placed), keeps it
// on the map and undoes that.
func TestBrowserAreasByTouch(t *testing.T) {
	p := openApp(t, "", "", chromedp.EmulateViewport(viewW, viewH, chromedp.EmulateTouch))
	p.loadDemo()
	p.tapButton("bar:areas")
	p.waitAreas("the Areas tool", func(v areasView) bool { return v.Tool == "template" })
	p.tapButton("areas:shape-cone")
	p.waitState("the cone chosen", func(st appState) bool { b := st.button("areas:shape-cone"); return b != nil && b.On })
	for range 3 {
		p.tapButton("areas:bigger") // 15 ft to 30
	}
	x, y := p.gridAt(8.1, 5.4)
	p.tap(x, y)
	v := p.waitAreas("the cone placed", func(v areasView) bool { return v.Template != nil })
	require.NotNil(t, v.Template.Origin)
	assert.Equal(t, [2]float64{8, 5.5}, *v.Template.Origin, "the midpoint of Val's east edge")
	assert.Equal(t, "e", v.Template.Dir)
	assert.Equal(t, 30, v.Template.Size)
	assert.Equal(t, []string{"G1:standard"}, v.Template.caught(), "east, down the corridor")
	assert.Contains(t, v.Status, "Cone: G1 (standard cover, +2 circumstance to Reflex saves)")
	p.screenshot("60-areas-cone-east")

	p.tapButton("areas:right")
	v = p.waitAreas("the cone turned", func(v areasView) bool { return v.Template != nil && v.Template.Dir == "se" })
	assert.Equal(t, []string{"Kai:none"}, v.Template.caught(), "south-east, into the room")
	p.screenshot("61-areas-cone-turned")

	// A drag from the origin moves it.
	o := *v.Template.Origin
	x0, y0 := p.gridAt(o[0], o[1])
	x1, y1 := p.gridAt(o[0]+1, o[1]-2)
	p.drag(x0, y0, x1, y1, 4)
	v = p.waitAreas("the cone dragged", func(v areasView) bool {
		return v.Template != nil && *v.Template.Origin == [2]float64{o[0] + 1, o[1] - 2}
	})
	assert.Equal(t, "se", v.Template.Dir, "the drag kept its direction")

	// A second finger mid-drag: the cone goes back, the view pans, and
	// nothing is placed.
	moved := *v.Template.Origin
	x0, y0 = p.gridAt(moved[0], moved[1])
	p.touch(input.DispatchTouchEventTypeTouchStart, x0, y0)
	p.frames(3)
	p.touch(input.DispatchTouchEventTypeTouchMove, x0+60, y0+60)
	p.frames(3)
	p.secondFinger(x0+60, y0+60)
	v = p.waitAreas("the cone back after the second finger", func(v areasView) bool {
		return v.Template != nil && *v.Template.Origin == moved
	})
	assert.Empty(t, v.Areas, "a second finger placed an area")

	p.tapButton("areas:keep")
	v = p.waitAreas("the cone kept", func(v areasView) bool { return len(v.Areas) == 1 })
	assert.Equal(t, "cone", v.Areas[0].Shape)
	assert.Nil(t, v.Template, "kept: the template is off the map")
	p.screenshot("62-areas-kept")
	p.tapButton("bar:undo")
	v = p.waitAreas("the cone undone", func(v areasView) bool { return len(v.Areas) == 0 })
	assert.Contains(t, v.Status, "undone")

	// Val casts it: a tap on Val, then a tap where it points; the cone
	// leaves from Val's east edge whatever square of the corridor the
	// finger chose, and a drag from Val turns it.
	p.tapButton("bar:fit") // the second finger panned the map
	p.tapButton("areas:clear")
	x, y = p.gridAt(7.5, 5.5)
	p.tap(x, y)
	p.waitAreas("Val the caster", func(v areasView) bool { return v.Template != nil && strings.Contains(v.Status, "Val casts it") })
	x, y = p.gridAt(12.5, 4.7)
	p.tap(x, y)
	v = p.waitAreas("Val's cone aimed east", func(v areasView) bool { return v.Template != nil && v.Template.Dir == "e" })
	assert.Equal(t, [2]float64{8, 5.5}, *v.Template.Origin, "from the midpoint of Val's east edge")
	assert.Equal(t, []string{"G1:standard"}, v.Template.caught())
	p.tapButton("areas:clear")
	x0, y0 = p.gridAt(7.5, 5.5)
	x1, y1 = p.gridAt(10.5, 8.5)
	p.drag(x0, y0, x1, y1, 4)
	v = p.waitAreas("Val's cone dragged south-east", func(v areasView) bool { return v.Template != nil && v.Template.Dir == "se" })
	assert.Equal(t, [2]float64{8, 6}, *v.Template.Origin, "from Val's south-east corner")
	p.screenshot("62-areas-cone-from-val")
}

// shapeShot is one shape placed on the demo map for its screenshot: where
// its origin goes, where it aims (directed shapes) or the creature it
// issues from (emanations).
type shapeShot struct {
	shape  string
	origin [2]float64
	aim    *[2]float64
	on     string // the creature an emanation issues from
	bigger int    // taps on + 5 ft
	// hits: the shape catches someone there (the round shapes reach G2
	// and the ogre; the others are only looked at).
	hits bool
}

// TestBrowserAreaShapes places every shape of the four systems on the demo
// map and takes its screenshot, on a laptop (1280×800) and a portrait
// tablet (820×1180); a grease kept hidden, and the ruler between Val and
// G1 with the bow's range, are in the last ones.
func TestBrowserAreaShapes(t *testing.T) {
	o := [2]float64{17, 9} // in the cave, between G2 and the ogre
	round := func(shape string) shapeShot { return shapeShot{shape: shape, origin: o, hits: true} }
	// North toward G2, behind the slanted wall; north-east toward G3.
	cone := shapeShot{shape: "cone", origin: [2]float64{18, 10}, aim: &[2]float64{18.2, 5.2}, bigger: 3}
	line := shapeShot{shape: "line", origin: [2]float64{19, 9}, aim: &[2]float64{22, 5}, bigger: 2}
	aura := shapeShot{shape: "emanation", on: "Ogre", bigger: 2}
	shots := map[string][]shapeShot{
		"pf2e":  {round("burst"), cone, line, aura},
		"pf1e":  {round("burst"), round("spread"), round("cylinder"), cone, line, aura},
		"dnd35": {round("spread")},
		"dnd5e": {round("sphere"), round("cylinder"), cone, {shape: "cube", origin: [2]float64{18, 9}, aim: &[2]float64{18.2, 5.2}}, line, aura},
	}
	for _, size := range [][2]int64{{viewW, viewH}, {820, 1180}} {
		t.Run(fmt.Sprintf("%dx%d", size[0], size[1]), func(t *testing.T) {
			p := openApp(t, "", "", chromedp.EmulateViewport(size[0], size[1], chromedp.EmulateTouch))
			p.loadDemo()
			p.tapButton("bar:areas")
			p.waitAreas("the Areas tool", func(v areasView) bool { return v.Tool == "template" })
			for _, sys := range []string{"pf2e", "pf1e", "dnd35", "dnd5e"} {
				for p.areas().System != sys {
					cur := p.areas().System
					p.tapButton("bar:cycle-system")
					p.waitAreas("the next system", func(v areasView) bool { return v.System != cur })
				}
				list := shots[sys]
				if size[0] != viewW {
					list = list[:1] // the tablet: one shape a system
				}
				for _, s := range list {
					p.placeShape(s)
					p.screenshot(fmt.Sprintf("63-area-%s-%s-%dx%d", sys, s.shape, size[0], size[1]))
				}
			}
			// A grease kept on the map, difficult terrain and hidden from
			// the players, and the ruler from Val to G1.
			p.tapButton("areas:shape-sphere")
			x, y := p.gridAt(5, 7)
			p.tap(x, y)
			p.waitAreas("the grease placed", func(v areasView) bool { return v.Template != nil })
			p.tapButton("areas:terrain")
			p.tapButton("areas:rounds")
			p.tapButton("areas:keep")
			v := p.waitAreas("the grease kept", func(v areasView) bool { return len(v.Areas) == 1 })
			if p.state().button("areas:hide") == nil { // Keep chooses the area it keeps
				p.tapButton("areas:placed:" + v.Areas[0].ID)
			}
			p.tapButton("areas:hide")
			v = p.waitAreas("the grease hidden", func(v areasView) bool { return len(v.Areas) == 1 && v.Areas[0].Hidden })
			assert.Equal(t, "difficult", v.Areas[0].Terrain)
			p.screenshot(fmt.Sprintf("64-area-kept-hidden-%dx%d", size[0], size[1]))
			p.tapButton("areas:ruler")
			for _, sq := range [][2]float64{{7.5, 5.5}, {13.5, 4.5}} { // Val, G1
				x, y := p.gridAt(sq[0], sq[1])
				p.tap(x, y)
			}
			v = p.waitAreas("the ruler from Val to G1", func(v areasView) bool { return v.Ruler != nil && len(v.Ruler.Stops) == 2 })
			require.NotNil(t, v.Ruler.Range, "a ranged attack's range between two creatures")
			assert.Equal(t, 30, v.Ruler.Feet, "Val (7,5) to G1 (13,4): 6 squares, one diagonal, by 5e's every-square-5-ft count")
			assert.False(t, v.Ruler.Range.Disadvantage, "30 ft is within a shortbow's 80 ft")
			p.screenshot(fmt.Sprintf("65-ruler-%dx%d", size[0], size[1]))
		})
	}
}

// placeShape chooses the shape, clears the last template and places this
// one.
func (p *page) placeShape(s shapeShot) {
	p.t.Helper()
	p.tapButton("areas:shape-" + s.shape)
	if st := p.state(); st.button("areas:clear") != nil && st.button("areas:clear").Enabled {
		p.tapButton("areas:clear")
	}
	p.waitAreas("no template", func(v areasView) bool { return v.Template == nil })
	if s.on != "" {
		c := p.state().creature(s.on)
		require.NotNil(p.t, c)
		x, y := p.squareCenter(c.X, c.Y)
		p.tap(x, y)
	} else {
		x, y := p.gridAt(s.origin[0], s.origin[1])
		p.tap(x, y)
	}
	for range s.bigger {
		p.tapButton("areas:bigger")
	}
	v := p.waitAreas("the "+s.shape+" placed", func(v areasView) bool { return v.Template != nil })
	if s.aim != nil {
		x, y := p.gridAt(s.aim[0], s.aim[1])
		p.tap(x, y)
		before := v.Template.Squares
		v = p.waitAreas("the "+s.shape+" aimed", func(v areasView) bool {
			return v.Template != nil && fmt.Sprint(v.Template.Squares) != fmt.Sprint(before)
		})
	}
	assert.Empty(p.t, v.Template.Error, "%s %s", v.System, s.shape)
	assert.NotEmpty(p.t, v.Template.Squares, "%s %s covers nothing", v.System, s.shape)
	if s.hits {
		assert.NotEmpty(p.t, v.Template.Creatures, "%s %s catches nobody", v.System, s.shape)
	}
	p.t.Logf("%s %s: %d squares, caught %v", v.System, s.shape, len(v.Template.Squares), v.Template.caught())
}

// TestBrowserAreasReadme makes the README's picture with the mouse: a
// grease kept on the map (difficult terrain, 3 rounds) and a fireball
// being placed over G2, behind the slanted wall, and the ogre; the name
// typed in the column's field.
func TestBrowserAreasReadme(t *testing.T) {
	p := openApp(t, "", "")
	p.loadDemo()
	p.press("bar:areas", "the Areas tool", func(st appState) bool { return st.button("areas:template") != nil })
	named := func(name string) {
		p.press("areas:name", "the name field", func(st appState) bool { return st.Field != nil })
		p.typeInField(name)
		p.typeInField(kb.Enter)
		p.waitState("the name "+name, func(st appState) bool { return st.Field == nil && strings.Contains(st.Status, "called "+name) })
	}
	named("Grease")
	p.press("areas:smaller", "15 ft", func(appState) bool { return true })
	p.press("areas:smaller", "10 ft", func(appState) bool { return true })
	for range 3 {
		p.press("areas:rounds", "a round more", func(appState) bool { return true })
	}
	p.press("areas:terrain", "difficult terrain", func(st appState) bool { return st.button("areas:terrain").Label == "Difficult" })
	x, y := p.gridAt(10, 14)
	p.click(x, y)
	p.waitAreas("the grease placed", func(v areasView) bool { return v.Template != nil })
	p.press("areas:keep", "the grease kept", func(appState) bool { return len(p.areas().Areas) == 1 })
	named("Fireball")
	p.press("areas:bigger", "15 ft", func(appState) bool { return true })
	p.press("areas:bigger", "20 ft", func(appState) bool { return true })
	// Back to no terrain, until removed: the buttons cycle.
	for _, c := range [][2]string{{"areas:terrain", "Not diff."}, {"areas:rounds", "No limit"}} {
		for st := p.state(); st.button(c[0]).Label != c[1]; st = p.state() {
			label := st.button(c[0]).Label
			p.press(c[0], "the next choice", func(st appState) bool { return st.button(c[0]).Label != label })
		}
	}
	x, y = p.gridAt(18, 10)
	p.click(x, y)
	v := p.waitAreas("the fireball placed", func(v areasView) bool { return v.Template != nil })
	assert.Equal(t, []string{"G2:standard", "Ogre:none"}, v.Template.caught())
	x, y = p.squareCenter(18, 6) // G2
	p.hover(x, y)
	v = p.waitAreas("why G2 is caught", func(v areasView) bool { return strings.HasPrefix(v.Status, "G2: its square") })
	assert.Contains(t, v.Status, "Fireball: G2 (standard cover, +2 circumstance to Reflex saves), Ogre")
	assert.Equal(t, "Grease", v.Areas[0].Name)
	assert.Equal(t, "difficult", v.Areas[0].Terrain)
	p.screenshot("66-areas-readme")
}
