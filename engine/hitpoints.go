package engine

import (
	"fmt"
	"strings"
)

// MaxHitPoints bounds hit points, temporary ones and damage: more is a
// mistake, and a file holding more is refused.
const MaxHitPoints = 1000000

// Damage takes Amount hit points from a creature whose hit points are
// tracked: temporary hit points first, then its own. Reaching 0 applies the
// system's rule, with its effects on the map (hpRule).
type Damage struct {
	Who    string
	Amount int
}

// String describes the action for the log.
func (a Damage) String() string { return fmt.Sprintf("%s takes %d damage", a.Who, a.Amount) }

func (a Damage) apply(e *Encounter) (string, error) {
	c, err := e.hpTarget(a.Who, a.Amount)
	if err != nil {
		return "", err
	}
	absorbed := min(c.TempHP, a.Amount)
	c.TempHP -= absorbed
	rest := a.Amount - absorbed
	old := c.HP
	c.HP = old - rest
	floor := 0
	if e.System.Opportunity() == LeaveThreatened {
		floor = -MaxHitPoints // PF1e, 3.5: hit points go below 0
	}
	over := 0
	if c.HP < floor {
		over = floor - c.HP
		c.HP = floor
	}
	msg := fmt.Sprintf("%s takes %d damage", a.Who, a.Amount)
	if absorbed > 0 {
		msg += fmt.Sprintf(" (%d of it from temporary hit points)", absorbed)
	}
	msg += fmt.Sprintf(": %d of %d hit points", c.HP, c.MaxHP)
	return msg + e.hpRule(c, old, rest, over), nil
}

// Heal gives a creature back Amount hit points, up to its maximum.
// Climbing back above 0 ends what 0 hit points brought (hpRule); a dead
// creature is not healed.
type Heal struct {
	Who    string
	Amount int
}

// String describes the action for the log.
func (a Heal) String() string { return fmt.Sprintf("%s heals %d hit points", a.Who, a.Amount) }

func (a Heal) apply(e *Encounter) (string, error) {
	c, err := e.hpTarget(a.Who, a.Amount)
	if err != nil {
		return "", err
	}
	if c.Conditions&Dead != 0 {
		return "", fmt.Errorf("engine: %s is dead: healing does not bring it back", a.Who)
	}
	if c.HP >= c.MaxHP {
		return "", fmt.Errorf("engine: %s has all its %d hit points", a.Who, c.MaxHP)
	}
	old := c.HP
	c.HP = min(c.HP+a.Amount, c.MaxHP)
	msg := fmt.Sprintf("%s heals %d: %d of %d hit points", a.Who, c.HP-old, c.HP, c.MaxHP)
	msg += e.hpRule(c, old, 0, 0)
	return msg, e.checkSharing(c)
}

// SetHP sets a creature's hit points as the GM gives them: current,
// maximum (0: not tracked) and temporary. Crossing 0 applies the system's
// rule as damage or healing would.
type SetHP struct {
	Who           string
	HP, Max, Temp int
}

// String describes the action for the log.
func (a SetHP) String() string {
	return fmt.Sprintf("%s's hit points: %d of %d, %d temporary", a.Who, a.HP, a.Max, a.Temp)
}

func (a SetHP) apply(e *Encounter) (string, error) {
	c, err := e.Lookup(a.Who)
	if err != nil {
		return "", err
	}
	old := c.HP
	if c.MaxHP == 0 {
		old = a.Max // tracking begins: as from full health
	}
	if c.HP == a.HP && c.MaxHP == a.Max && c.TempHP == a.Temp {
		return "", fmt.Errorf("engine: %s's hit points are %d of %d with %d temporary already", a.Who, a.HP, a.Max, a.Temp)
	}
	c.HP, c.MaxHP, c.TempHP = a.HP, a.Max, a.Temp
	if err := e.checkHP(c); err != nil {
		return "", err
	}
	msg := a.String()
	if c.MaxHP == 0 {
		return a.Who + "'s hit points are no longer tracked", nil
	}
	dmg := max(old-a.HP, 0)
	msg += e.hpRule(c, old, dmg, 0)
	return msg, e.checkSharing(c)
}

// hpTarget looks up who for damage or healing of amount.
func (e *Encounter) hpTarget(who string, amount int) (*Creature, error) {
	c, err := e.Lookup(who)
	if err != nil {
		return nil, err
	}
	if c.MaxHP == 0 {
		return nil, fmt.Errorf("engine: %s: %w", who, errNoHP)
	}
	if amount < 1 || amount > MaxHitPoints {
		return nil, fmt.Errorf("engine: %d hit points: want 1 to %d", amount, MaxHitPoints)
	}
	return c, nil
}

// checkHP refuses hit points the system cannot have: a maximum of 0 to
// MaxHitPoints (0: not tracked, and then nothing else set), current ones no
// higher than it and not below 0 but in PF1e and 3.5, temporary ones not
// negative.
func (e *Encounter) checkHP(c *Creature) error {
	low := 0
	if e.System.Opportunity() == LeaveThreatened {
		low = -MaxHitPoints
	}
	switch {
	case c.MaxHP < 0 || c.MaxHP > MaxHitPoints:
		return fmt.Errorf("engine: creature %q: a maximum of %d hit points; want 0 to %d", c.ID, c.MaxHP, MaxHitPoints)
	case c.MaxHP == 0 && (c.HP != 0 || c.TempHP != 0):
		return fmt.Errorf("engine: creature %q: hit points without a maximum", c.ID)
	case c.HP > c.MaxHP:
		return fmt.Errorf("engine: creature %q: %d hit points, more than its maximum %d", c.ID, c.HP, c.MaxHP)
	case c.HP < low:
		return fmt.Errorf("engine: creature %q: %d hit points; %s goes no lower than %d", c.ID, c.HP, e.System.Name(), low)
	case c.TempHP < 0 || c.TempHP > MaxHitPoints:
		return fmt.Errorf("engine: creature %q: %d temporary hit points; want 0 to %d", c.ID, c.TempHP, MaxHitPoints)
	}
	return nil
}

// hpRule applies the system's rule for hit points that went from old to
// c.HP (dmg the damage taken past temporary hit points, over what fell
// below the lowest hit points the file keeps), adds and removes the
// conditions it brings, and words it:
//
//   - 5e: at 0 unconscious, and so prone; damage at 0 is a failed death
//     saving throw, and damage of the maximum or more past 0 is death
//     (PHB "Dropping to 0 Hit Points"); healing wakes it.
//   - PF2e: at 0 dying and unconscious, and so prone (CRB p.459); healing
//     above 0 ends both.
//   - PF1e, 3.5: at 0 disabled; below 0 dying and unconscious (helpless);
//     3.5 dead at −10 (PF1e at minus its Constitution score, which the map
//     does not know); above 0 none of these.
func (e *Encounter) hpRule(c *Creature, old, dmg, over int) string {
	now := c.HP
	var add, drop Condition
	var notes []string
	switch e.System.ID() {
	case "dnd5e":
		const cite = `PHB "Dropping to 0 Hit Points"`
		switch {
		case now == 0 && old > 0 && dmg-old >= c.MaxHP:
			add = Dead
			notes = append(notes, "the damage past 0 is at least its maximum: instant death ("+cite+")")
		case now == 0 && old > 0:
			add = Unconscious
			notes = append(notes, "at 0 hit points it falls unconscious ("+cite+")")
		case now == 0 && dmg > 0 && dmg >= c.MaxHP:
			add = Dead
			notes = append(notes, "damage of its maximum or more at 0 hit points: death ("+cite+")")
		case now == 0 && dmg > 0:
			notes = append(notes, "damage at 0 hit points: a failed death saving throw, two on a critical hit ("+cite+")")
		case now > 0 && old <= 0:
			drop = Unconscious
			notes = append(notes, "it regains hit points and wakes ("+cite+")")
		}
	case "pf2e":
		const cite = "PF2e CRB p.459, Knocked Out and Dying"
		switch {
		case now == 0 && old > 0:
			add = Dying | Unconscious
			notes = append(notes, "at 0 hit points it is dying and unconscious ("+cite+")")
		case now == 0 && dmg > 0:
			notes = append(notes, "damage while dying raises its dying value ("+cite+")")
		case now > 0 && old <= 0:
			drop = Dying | Unconscious
			notes = append(notes, "healed above 0 hit points it loses dying and wakes ("+cite+")")
		}
	default:
		cite := e.citeOf(topicInjury)
		switch {
		case e.System.ID() == "dnd35" && now <= -10 && old > -10:
			add, drop = Dead, Disabled
			notes = append(notes, "at −10 hit points it is dead ("+cite+")")
		case now < 0 && old >= 0:
			add, drop = Dying|Unconscious, Disabled
			notes = append(notes, "below 0 hit points it is dying, unconscious and helpless ("+cite+")")
			if e.System.ID() == "pf1e" {
				notes = append(notes, "it dies when its negative hit points reach its Constitution score")
			}
		case now == 0 && old != 0:
			add, drop = Disabled, Dying|Unconscious
			notes = append(notes, "at 0 hit points it is disabled: a single move or standard action a round ("+cite+")")
		case now > 0 && old <= 0:
			drop = Disabled | Dying | Unconscious
			notes = append(notes, "above 0 hit points it is no longer disabled or dying ("+cite+")")
		}
	}
	if over > 0 && e.System.Opportunity() == LeaveThreatened {
		notes = append(notes, fmt.Sprintf("%d more damage than the map counts", over))
	}
	add &^= c.Conditions
	c.Conditions = (c.Conditions &^ drop) | add
	msg := ""
	if len(notes) > 0 {
		msg = "; " + strings.Join(notes, "; ")
	}
	if add != 0 {
		msg += e.onsetEffects(c, add)
	}
	return msg
}
