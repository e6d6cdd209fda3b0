package follow

// Link is a transport between a leader and its followers: messages go out
// with Send and come in with Recv, neither blocking the frame loop.
type Link interface {
	// Send sends one message to the other side(s); a message that cannot
	// go now is dropped (the follower notices the gap and asks again).
	Send(msg []byte)
	// Recv returns the next message received, false when none waits.
	Recv() ([]byte, bool)
	// Close ends the link.
	Close() error
}

// queueSize is how many messages a link keeps waiting each way.
const queueSize = 1024

// maxMessage bounds one message: a whole encounter file with its pictures.
const maxMessage = 600 << 20
