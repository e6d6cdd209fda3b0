// Package follow lets a second window show the encounter of the first as it
// changes: the GM's window leads, the players' window follows, with no
// server. The leader sends each history operation of its encounter as a
// journal record (engine/files: JournalRecord), numbered; the follower
// replays them (files.ReplayJournal) on the encounter file it was sent
// first. A follower that starts, or finds a record missing or not fitting,
// asks for the whole file again.
//
// A message is one line of JSON:
//
//	{"from":L,"gen":G,"seq":S,"file":{…}}  the whole encounter file, at operation S
//	{"from":L,"gen":G,"seq":S,"rec":{…}}   operation S, the record of S-1 → S
//	{"want":true}                           a follower asks for the whole file
//
// gen counts the encounters the leader has shown (a file opened, New): a
// record of another encounter never applies. from names the leader: a
// second GM window of the same origin does not pull a follower away from
// the one it follows while that one speaks. The transport is the
// platform's: a BroadcastChannel between two pages of one origin on the
// web, a loopback TCP connection between two processes on the desktop
// (tcp.go). The package never imports Ebitengine.
package follow
