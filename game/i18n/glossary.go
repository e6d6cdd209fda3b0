package i18n

// Entry is one rule term of one system in each language, with where the
// word was found. The Japanese words of PF2e, PF1e and 5e and the Chinese
// of 3.5 are those of the translated editions the project's rules were
// written from (its seed texts, named by their number and line: "000:254"
// is line 254 of the PF2e text); a word borrowed from another system's
// edition says which ("adopted 003:90"); the project's own translation,
// where the editions are silent, is marked "own".
type Entry struct {
	System, Key    string
	En, Ja, Zh     string
	JaFrom, ZhFrom string
}

// Own reports whether the entry's word in l is the project's own
// translation rather than a published one.
func (e Entry) Own(l Lang) bool {
	switch l {
	case Ja:
		return len(e.JaFrom) >= 3 && e.JaFrom[:3] == "own"
	case Zh:
		return len(e.ZhFrom) >= 3 && e.ZhFrom[:3] == "own"
	}
	return false
}

// word is the entry's word in l.
func (e Entry) word(l Lang) string {
	switch l {
	case Ja:
		return e.Ja
	case Zh:
		return e.Zh
	}
	return e.En
}

// Glossary returns every entry, system by system.
func Glossary() []Entry { return glossary }

// lookupTerm finds the entry of key in system; a system without the key
// (or an unknown system) falls back to the PF1e entry, then to the first
// system that has one.
func lookupTerm(system, key string) (Entry, bool) {
	var pf1e, any Entry
	var hasPF1e, hasAny bool
	for _, e := range glossary {
		if e.Key != key {
			continue
		}
		switch {
		case e.System == system:
			return e, true
		case e.System == "pf1e":
			pf1e, hasPF1e = e, true
		case !hasAny:
			any, hasAny = e, true
		}
	}
	if hasPF1e {
		return pf1e, true
	}
	return any, hasAny
}

// The seeds: 000 PF2e Core Rulebook, encounter mode (Japanese); 001 PF1e
// special attacks, 002 PF1e actions in combat (Japanese); 003 D&D 3.5
// combat I and II (Chinese); 004 D&D 5e combat (Japanese).
var glossary = []Entry{
	// Pathfinder 2e: Japanese from 000, Chinese after the 3.5 edition
	// (003) where the concept is the same, else our own.
	{"pf2e", "move", "Stride", "歩行", "大步移动", "000:131 “歩行” Stride", "own"},
	{"pf2e", "step", "Step", "ステップ", "小步", "000:124 “ステップ” Step", "own"},
	{"pf2e", "crawl", "Crawl", "這い進む", "爬行", "000:70 “這い進む” Crawl", "adopted 003:278 爬行Crawling"},
	{"pf2e", "stand", "Stand", "立ち上がる", "站起", "000:122 “立ち上がる” Stand", "adopted 003:296 站起Stand Up"},
	{"pf2e", "prone", "Drop Prone", "伏せる", "趴倒", "000:79 “伏せる” Drop Prone", "adopted 003:348 趴倒Drop Prone"},
	{"pf2e", "strike", "Strike", "打撃", "打击", "000:136 “打撃” Strike", "own"},
	{"pf2e", "take_cover", "Take Cover", "遮蔽をとる", "寻找掩蔽", "000:141 “遮蔽をとる” Take Cover", "own, after 003:563 掩蔽COVER"},
	{"pf2e", "push", "Shove", "突き飛ばし", "推撞", "000:234 “突き飛ばし”アクション", "own"},
	{"pf2e", "aoo", "Reactive Strike", "機会攻撃", "借机攻击", "000:192 “機会攻撃” Attack of Opportunity", "adopted 003:90 借机攻击"},
	{"pf2e", "difficult", "difficult terrain", "移動困難地形", "困难地形", "000:254 移動困難地形 Difficult Terrain", "adopted 003:480 困难地形"},
	{"pf2e", "greater_difficult", "greater difficult terrain", "上級移動困難地形", "高等困难地形", "000:256 上級移動困難地形", "own"},
	{"pf2e", "cover", "cover", "遮蔽", "掩蔽", "000:277 遮蔽 Cover", "adopted 003:563 掩蔽COVER"},
	{"pf2e", "lesser_cover", "lesser cover", "下級遮蔽", "次等掩蔽", "000:279 下級遮蔽", "own"},
	{"pf2e", "standard_cover", "standard cover", "標準の遮蔽", "标准掩蔽", "000:279 標準の遮蔽", "own"},
	{"pf2e", "greater_cover", "greater cover", "上級遮蔽", "高等掩蔽", "000:142 上級遮蔽", "own"},
	{"pf2e", "flanking", "flanking", "挟撃", "夹击", "000:272 挟撃 Flanking", "adopted 003:586 夹击FLANKING"},
	{"pf2e", "flat_footed", "off-guard", "立ちすくみ", "措手不及", "000:265 立ちすくみ", "adopted 003:77 措手不及Flat-Footed"},
	{"pf2e", "tumble", "Tumble Through", "軽業移動", "翻滚穿越", "000:230 〈軽業〉技能の“軽業移動”", "own, after 003:473 翻滚Tumbling"},
	{"pf2e", "reach", "reach", "間合い", "触及范围", "000:213 サイズと間合い Size and Reach", "adopted 003:93 触及范围"},
	{"pf2e", "initiative", "initiative", "イニシアチブ", "先攻", "000:9 イニシアチブのロール", "adopted 003:74 先攻INITIATIVE"},
	{"pf2e", "delay", "Delay", "行動遅延", "延迟", "000:73 “行動遅延” Delay", "adopted 003:192 延迟"},
	{"pf2e", "ready", "Ready", "待機", "预备", "000:98 “待機” Ready", "own, after 003:147 准备动作"},
	{"pf2e", "prone_state", "prone", "伏せ状態", "俯卧", "000:72 伏せ状態", "adopted 003:555 俯卧Prone"},
	{"pf2e", "action", "action", "アクション", "动作", "000:43 行動 Act", "adopted 003:117 动作"},
	{"pf2e", "reaction", "reaction", "リアクション", "反应", "000:186 遭遇中のリアクション", "own"},

	// Pathfinder 1e: Japanese from 001 and 002, Chinese from the 3.5
	// edition (003), whose rules PF1e keeps.
	{"pf1e", "move", "Move", "移動", "移动", "002:53 移動アクション", "adopted 003:274 移动Move"},
	{"pf1e", "step", "5-ft step", "5フィート・ステップ", "五尺快步", "002:53 5フィート・ステップ", "adopted 003:362 五尺快步Take 5-Foot Step"},
	{"pf1e", "run", "Run", "疾走", "奔跑", "002:45 疾走", "adopted 003:333 奔跑Run"},
	{"pf1e", "withdraw", "Withdraw", "撤退", "撤退", "002:45 撤退", "adopted 003:326 撤退Withdraw"},
	{"pf1e", "charge", "Charge", "突撃", "冲锋", "001:12 突撃 Charge", "adopted 003:632 冲锋CHARGE"},
	{"pf1e", "minimum", "Min. move", "1マス移動", "移动五尺", "own, after 002:81 5フィート（1マス）移動する", "own, after 003:339 移动五尺"},
	{"pf1e", "crawl", "Crawl", "這い進む", "爬行", "002:56 這い進む", "adopted 003:278 爬行Crawling"},
	{"pf1e", "stand", "Stand", "立ち上がる", "站起", "002:56 立ち上がる", "adopted 003:296 站起Stand Up"},
	{"pf1e", "prone", "Drop prone", "伏せる", "趴倒", "002:96 自分の接敵面に伏せる", "adopted 003:348 趴倒Drop Prone"},
	{"pf1e", "strike", "Attack", "攻撃", "攻击", "002:2 1回の攻撃", "adopted 003:209 攻击Attack"},
	{"pf1e", "push", "Bull rush", "突き飛ばし", "冲撞", "001:63 突き飛ばし Bull Rush", "adopted 003:625 冲撞BULL RUSH"},
	{"pf1e", "overrun", "overrun", "蹴散らし", "闯越", "001:58 蹴散らし Overrun", "adopted 003:472 闯越Overrun"},
	{"pf1e", "aoo", "attack of opportunity", "機会攻撃", "借机攻击", "002:5 機会攻撃", "adopted 003:90 借机攻击"},
	{"pf1e", "difficult", "difficult terrain", "移動困難な地形", "困难地形", "002:84 移動困難な地形", "adopted 003:480 困难地形"},
	{"pf1e", "cover", "cover", "遮蔽", "掩蔽", "adopted 000:277 遮蔽 Cover", "adopted 003:563 掩蔽COVER"},
	{"pf1e", "soft_cover", "soft cover", "ソフト・カバー", "软掩蔽", "own", "adopted 003:570 软掩蔽"},
	{"pf1e", "flanking", "flanking", "挟撃", "夹击", "adopted 000:272 挟撃 Flanking", "adopted 003:586 夹击FLANKING"},
	{"pf1e", "flat_footed", "flat-footed", "立ちすくみ", "措手不及", "002:101 立ちすくみ", "adopted 003:77 措手不及Flat-Footed"},
	{"pf1e", "tumble", "Tumble", "〈軽業〉", "翻滚", "adopted 000:230 〈軽業〉", "adopted 003:473 翻滚Tumbling"},
	{"pf1e", "reach", "reach", "間合い", "触及范围", "002:3 間合いの長い武器", "adopted 003:93 触及范围"},
	{"pf1e", "initiative", "initiative", "イニシアチブ", "先攻", "001:120 イニシアチブ変更アクション", "adopted 003:74 先攻INITIATIVE"},
	{"pf1e", "delay", "Delay", "行動遅延", "延迟", "001:124 行動遅延 Delay", "adopted 003:192 延迟"},
	{"pf1e", "ready", "Ready", "待機", "准备动作", "001:131 待機 Ready", "adopted 003:147 准备动作"},
	{"pf1e", "prone_state", "prone", "伏せ状態", "俯卧", "001:46 伏せ状態", "adopted 003:555 俯卧Prone"},
	{"pf1e", "helpless", "helpless", "無防備", "无助", "001:16 無防備", "adopted 003:433 无助"},
	{"pf1e", "move_action", "move action", "移動アクション", "移动动作", "002:30 移動アクション", "adopted 003:118 移动动作Move Action"},
	{"pf1e", "swift_action", "swift action", "即行アクション", "迅捷动作", "002:79 即行アクション", "own"},
	{"pf1e", "squeeze", "squeezing", "狭い場所への押し込み", "挤", "own", "adopted 003:486 挤Squeezing"},
	{"pf1e", "action", "action", "アクション", "动作", "002:1 アクション", "adopted 003:117 动作"},
	{"pf1e", "reaction", "reaction", "割り込みアクション", "即时动作", "002:79 割り込みアクション", "adopted 003:676 即时动作"},

	// D&D 3.5: Chinese from 003, Japanese after the PF1e edition (001,
	// 002), whose words the d20 rules share.
	{"dnd35", "move", "Move", "移動", "移动", "adopted 002:53 移動アクション", "003:274 移动Move"},
	{"dnd35", "step", "5-ft step", "5フィート・ステップ", "五尺快步", "adopted 002:53 5フィート・ステップ", "003:362 五尺快步Take 5-Foot Step"},
	{"dnd35", "run", "Run", "疾走", "奔跑", "adopted 002:45 疾走", "003:333 奔跑Run"},
	{"dnd35", "withdraw", "Withdraw", "撤退", "撤退", "adopted 002:45 撤退", "003:326 撤退Withdraw"},
	{"dnd35", "charge", "Charge", "突撃", "冲锋", "adopted 001:12 突撃 Charge", "003:632 冲锋CHARGE"},
	{"dnd35", "minimum", "Min. move", "1マス移動", "移动五尺", "own, after 002:81", "003:339 在困难地形上移动五尺"},
	{"dnd35", "crawl", "Crawl", "這い進む", "爬行", "adopted 002:56 這い進む", "003:278 爬行Crawling"},
	{"dnd35", "stand", "Stand", "立ち上がる", "站起", "adopted 002:56 立ち上がる", "003:296 站起Stand Up"},
	{"dnd35", "prone", "Drop prone", "伏せる", "趴倒", "adopted 002:96 伏せる", "003:348 趴倒Drop Prone"},
	{"dnd35", "strike", "Attack", "攻撃", "攻击", "adopted 002:2 攻撃", "003:209 攻击Attack"},
	{"dnd35", "push", "Bull rush", "突き飛ばし", "冲撞", "adopted 001:63 突き飛ばし Bull Rush", "003:625 冲撞BULL RUSH"},
	{"dnd35", "overrun", "overrun", "蹴散らし", "闯越", "adopted 001:58 蹴散らし Overrun", "003:472 闯越Overrun"},
	{"dnd35", "aoo", "attack of opportunity", "機会攻撃", "借机攻击", "adopted 002:5 機会攻撃", "003:90 借机攻击ATTACKS OF OPPORTUNITY"},
	{"dnd35", "difficult", "difficult terrain", "移動困難な地形", "困难地形", "adopted 002:84 移動困難な地形", "003:480 困难地形Difficult Terrain"},
	{"dnd35", "cover", "cover", "遮蔽", "掩蔽", "adopted 000:277 遮蔽 Cover", "003:563 掩蔽COVER"},
	{"dnd35", "soft_cover", "soft cover", "ソフト・カバー", "软掩蔽", "own", "003:570 软掩蔽"},
	{"dnd35", "flanking", "flanking", "挟撃", "夹击", "adopted 000:272 挟撃 Flanking", "003:586 夹击FLANKING"},
	{"dnd35", "flat_footed", "flat-footed", "立ちすくみ", "措手不及", "adopted 002:101 立ちすくみ", "003:77 措手不及Flat-Footed"},
	{"dnd35", "tumble", "Tumble", "〈軽業〉", "翻滚", "adopted 000:230 〈軽業〉", "003:473 翻滚Tumbling"},
	{"dnd35", "reach", "reach", "間合い", "触及范围", "adopted 002:3 間合い", "003:93 触及范围"},
	{"dnd35", "initiative", "initiative", "イニシアチブ", "先攻", "adopted 001:120 イニシアチブ", "003:74 先攻INITIATIVE"},
	{"dnd35", "delay", "Delay", "行動遅延", "延迟", "adopted 001:124 行動遅延 Delay", "003:192 延迟"},
	{"dnd35", "ready", "Ready", "待機", "准备动作", "adopted 001:131 待機 Ready", "003:147 准备动作"},
	{"dnd35", "prone_state", "prone", "伏せ状態", "俯卧", "adopted 001:46 伏せ状態", "003:555 俯卧Prone"},
	{"dnd35", "helpless", "helpless", "無防備", "无助", "adopted 001:16 無防備", "003:433 无助"},
	{"dnd35", "move_action", "move action", "移動アクション", "移动动作", "adopted 002:30 移動アクション", "003:118 移动动作Move Action"},
	{"dnd35", "swift_action", "swift action", "即行アクション", "迅捷动作", "adopted 002:79 即行アクション", "own"},
	{"dnd35", "squeeze", "squeezing", "狭い場所への押し込み", "挤", "own", "003:486 挤Squeezing"},
	{"dnd35", "action", "action", "アクション", "动作", "adopted 002:1 アクション", "003:117 动作"},
	{"dnd35", "reaction", "immediate action", "割り込みアクション", "即时动作", "adopted 002:79 割り込みアクション", "003:676 即时动作"},

	// D&D 5e: Japanese from 004, Chinese after the 3.5 edition (003)
	// where the concept is the same, else our own.
	{"dnd5e", "move", "Move", "移動", "移动", "004:36 移動と位置取り", "adopted 003:274 移动Move"},
	{"dnd5e", "dash", "Dash", "ダッシュ", "疾跑", "004:121 ダッシュ Dash", "own"},
	{"dnd5e", "disengage", "Disengage", "離脱", "脱离", "004:124 離脱 Disengage", "own"},
	{"dnd5e", "dodge", "Dodge", "回避", "闪避", "004:126 回避 Dodge", "own"},
	{"dnd5e", "stand", "Stand", "立ち上がる", "站起", "004:75 立ち上がる", "adopted 003:296 站起Stand Up"},
	{"dnd5e", "prone", "Drop prone", "伏せる", "趴倒", "004:73 伏せる Being Prone", "adopted 003:348 趴倒Drop Prone"},
	{"dnd5e", "strike", "Attack", "攻撃", "攻击", "004:108 攻撃 Attack", "adopted 003:209 攻击Attack"},
	{"dnd5e", "push", "Shove", "突き飛ばす", "推撞", "004:193 クリーチャーを突き飛ばす Shoving a Creature", "own"},
	{"dnd5e", "aoo", "opportunity attack", "機会攻撃", "借机攻击", "004:181 機会攻撃 Opportunity Attacks", "adopted 003:90 借机攻击"},
	{"dnd5e", "difficult", "difficult terrain", "移動困難地形", "困难地形", "004:69 移動困難地形 Difficult Terrain", "adopted 003:480 困难地形"},
	{"dnd5e", "cover", "cover", "遮蔽", "掩蔽", "004:198 遮蔽 Cover", "adopted 003:563 掩蔽COVER"},
	{"dnd5e", "half_cover", "half cover", "1/2遮蔽", "半掩蔽", "004:200 1/2遮蔽", "own"},
	{"dnd5e", "three_quarters_cover", "three-quarters cover", "3/4遮蔽", "四分之三掩蔽", "004:200 3/4遮蔽", "own"},
	{"dnd5e", "total_cover", "total cover", "完全遮蔽", "完全掩蔽", "004:203 完全遮蔽", "own"},
	{"dnd5e", "flanking", "flanking", "挟撃", "夹击", "adopted 000:272 挟撃 Flanking", "adopted 003:586 夹击FLANKING"},
	{"dnd5e", "squeeze", "squeezing", "無理やり入り込む", "挤入", "004:103 無理やり入り込む Squeezing into a Smaller Space", "own, after 003:486 挤Squeezing"},
	{"dnd5e", "reach", "reach", "間合い", "触及范围", "004:80 間合い", "adopted 003:93 触及范围"},
	{"dnd5e", "initiative", "initiative", "イニシアチブ", "先攻", "004:17 イニシアチブ Initiative", "adopted 003:74 先攻INITIATIVE"},
	{"dnd5e", "ready", "Ready", "待機", "预备", "004:133 待機 Ready", "own"},
	{"dnd5e", "prone_state", "prone", "伏せ状態", "俯卧", "004:74 伏せ状態", "adopted 003:555 俯卧Prone"},
	{"dnd5e", "bonus_action", "bonus action", "ボーナスアクション", "附赠动作", "004:25 ボーナスアクション Bonus Actions", "own"},
	{"dnd5e", "action", "action", "アクション", "动作", "004:105 戦闘中のアクション", "adopted 003:117 动作"},
	{"dnd5e", "reaction", "reaction", "リアクション", "反应", "004:33 リアクション Reactions", "own"},
	{"dnd5e", "delay", "Delay", "行動遅延", "延迟", "adopted 001:124 行動遅延 Delay", "adopted 003:192 延迟"},
	{"dnd5e", "flat_footed", "flat-footed", "立ちすくみ", "措手不及", "adopted 002:101 立ちすくみ", "adopted 003:77 措手不及Flat-Footed"},
}
