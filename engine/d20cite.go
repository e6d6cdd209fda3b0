package engine

// The book references of the PF1e and 3.5 rules the engine explains. The
// rules reference (RULES.md parts B and C) names the PF1e Core Rulebook's
// pages where it knows them and otherwise the chapter's headings; for 3.5 it
// names the SRD's sections. Explanations a player reads cite these, never
// the rules reference itself.

// d20Topic is one rule of the d20 family with its citation in each book.
type d20Topic uint8

// The topics the explanations cite.
const (
	topicMove       d20Topic = iota // movement, diagonals (B1, C1)
	topicTerrain                    // terrain and obstacles (B3, C3)
	topicSqueeze                    // squeezing (B4, C4)
	topicThrough                    // moving through a square (B6, C6)
	topicFiveFoot                   // the 5-foot step (B2, C2)
	topicWithdraw                   // withdraw (B2, C2)
	topicRun                        // run (B2, C2)
	topicCharge                     // charge (B14, C14)
	topicAoO                        // attacks of opportunity (B9, C9)
	topicFlank                      // flanking (B10, C10)
	topicCover                      // cover (B11, C11)
	topicStand                      // stand up from prone (B15, C15)
	topicSwift                      // the swift action (B2)
	topicDelay                      // delay (B18, C18)
	topicReady                      // ready (B18, C18)
	topicBullRush                   // bull rush (B13, C13)
	topicOverrun                    // overrun (B14, C14)
	topicSize                       // big and little creatures (B5, C5)
	topicConditions                 // the conditions appendix
	topicInjury                     // injury and death: hit points
	topicMounted                    // mounted combat (B17, C17)
	topicActions                    // the actions in combat, their kinds
)

// d20Cites holds each topic's citation: PF1e, then 3.5.
var d20Cites = [...][2]string{
	topicMove:       {"PF1e CRB p.192", "3.5 SRD Combat II, Measuring Distance"},
	topicTerrain:    {"PF1e CRB p.193, Terrain and Obstacles", "3.5 SRD Combat II, Terrain and Obstacles"},
	topicSqueeze:    {"PF1e CRB p.194, Squeezing", "3.5 SRD Combat II, Squeezing"},
	topicThrough:    {"PF1e CRB p.193, Moving Through a Square", "3.5 SRD Combat II, Moving Through a Square"},
	topicFiveFoot:   {"PF1e CRB, Actions in Combat: 5-foot step", "3.5 SRD Combat II, Take 5-Foot Step"},
	topicWithdraw:   {"PF1e CRB, Actions in Combat: withdraw", "3.5 SRD Combat II, Withdraw"},
	topicRun:        {"PF1e CRB, Actions in Combat: run", "3.5 SRD Combat II, Run"},
	topicCharge:     {"PF1e CRB, Special Attacks: Charge", "3.5 SRD Combat III, Charge"},
	topicAoO:        {"PF1e CRB p.180, Attacks of Opportunity", "3.5 SRD Combat I, Attacks of Opportunity"},
	topicFlank:      {"PF1e CRB p.197, Flanking", "3.5 SRD Combat II, Flanking"},
	topicCover:      {"PF1e CRB p.195, Cover", "3.5 SRD Combat II, Cover"},
	topicStand:      {"PF1e CRB, Actions in Combat: stand up", "3.5 SRD Combat II, Stand Up"},
	topicSwift:      {"PF1e CRB, Actions in Combat: swift actions", "3.5 SRD Combat I, Action Types"},
	topicDelay:      {"PF1e CRB, Special Initiative Actions: Delay", "3.5 SRD Combat III, Special Initiative Actions: Delay"},
	topicReady:      {"PF1e CRB, Special Initiative Actions: Ready", "3.5 SRD Combat III, Special Initiative Actions: Ready"},
	topicBullRush:   {"PF1e CRB, Combat Maneuvers: Bull Rush", "3.5 SRD Combat III, Bull Rush"},
	topicOverrun:    {"PF1e CRB, Combat Maneuvers: Overrun", "3.5 SRD Combat III, Overrun"},
	topicSize:       {"PF1e CRB p.194, Big and Little Creatures in Combat", "3.5 SRD Combat II, Big and Little Creatures in Combat"},
	topicConditions: {"PF1e CRB p.565–568, Conditions", "3.5 SRD, Condition Summary"},
	topicInjury:     {"PF1e CRB, Injury and Death", "3.5 SRD Combat II, Injury and Death"},
	topicMounted:    {"PF1e CRB, Mounted Combat", "3.5 SRD Combat III, Mounted Combat"},
	topicActions:    {"PF1e CRB, Actions in Combat", "3.5 SRD Combat I, Action Types"},
}

// cite returns the book reference of topic t in this system.
func (s d20) cite(t d20Topic) string {
	if s.id == "pf1e" {
		return d20Cites[t][0]
	}
	return d20Cites[t][1]
}

// d20Cite is cite for a system known only by its id: PF1e's reference for
// "pf1e", 3.5's otherwise.
func d20Cite(id string, t d20Topic) string {
	if id == "pf1e" {
		return d20Cites[t][0]
	}
	return d20Cites[t][1]
}

// citeOf returns topic t's reference in e's system (PF1e or 3.5).
func (e *Encounter) citeOf(t d20Topic) string { return d20Cite(e.System.ID(), t) }
