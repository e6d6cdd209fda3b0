//go:build !js

package follow

import (
	"bufio"
	"errors"
	"fmt"
	"net"
	"sync"
	"time"
)

// The desktop's transport: Ebitengine has one window a process, so the
// players' window is a second process (battlemap -follow ADDR) that
// connects to the GM's (battlemap -lead ADDR) over loopback TCP; each
// message is one line.

// CheckLoopback refuses an address that is not on this machine's loopback
// (the players' window runs beside the GM's, and nothing else should
// reach the GM's encounter).
func CheckLoopback(addr string) error {
	host, _, err := net.SplitHostPort(addr)
	if err != nil {
		return fmt.Errorf("follow: address %q: %w (want HOST:PORT, such as 127.0.0.1:7475)", addr, err)
	}
	if host == "localhost" {
		return nil
	}
	if ip := net.ParseIP(host); ip == nil || !ip.IsLoopback() {
		return fmt.Errorf("follow: address %q is not on the loopback (127.0.0.1, ::1, localhost)", addr)
	}
	return nil
}

// Hub is the leader's side: it accepts followers and sends every message
// to each. A follower that connects is announced as a Want, so that it
// gets the whole file.
type Hub struct {
	ln    net.Listener
	mu    sync.Mutex
	conns map[net.Conn]chan []byte
	in    chan []byte
}

// Serve listens for followers on addr (a loopback address).
func Serve(addr string) (*Hub, error) {
	if err := CheckLoopback(addr); err != nil {
		return nil, err
	}
	ln, err := net.Listen("tcp", addr)
	if err != nil {
		return nil, fmt.Errorf("follow: %w", err)
	}
	h := &Hub{ln: ln, conns: map[net.Conn]chan []byte{}, in: make(chan []byte, queueSize)}
	go h.accept()
	return h, nil
}

// Addr returns the address the hub listens on.
func (h *Hub) Addr() string { return h.ln.Addr().String() }

func (h *Hub) accept() {
	for {
		c, err := h.ln.Accept()
		if err != nil {
			return
		}
		out := make(chan []byte, queueSize)
		h.mu.Lock()
		h.conns[c] = out
		h.mu.Unlock()
		go write(c, out)
		go func() {
			read(c, h.in)
			h.drop(c)
		}()
		select {
		case h.in <- Want:
		default:
		}
	}
}

func (h *Hub) drop(c net.Conn) {
	h.mu.Lock()
	if out, ok := h.conns[c]; ok {
		delete(h.conns, c)
		close(out)
	}
	h.mu.Unlock()
	_ = c.Close()
}

// Followers returns how many followers are connected.
func (h *Hub) Followers() int {
	h.mu.Lock()
	defer h.mu.Unlock()
	return len(h.conns)
}

// Send sends msg to every follower.
func (h *Hub) Send(msg []byte) {
	h.mu.Lock()
	defer h.mu.Unlock()
	for _, out := range h.conns {
		select {
		case out <- msg:
		default: // a follower too slow: it will ask again
		}
	}
}

// Recv returns a follower's message.
func (h *Hub) Recv() ([]byte, bool) {
	select {
	case m := <-h.in:
		return m, true
	default:
		return nil, false
	}
}

// Close stops listening and drops the followers.
func (h *Hub) Close() error {
	err := h.ln.Close()
	h.mu.Lock()
	cs := make([]net.Conn, 0, len(h.conns))
	for c := range h.conns {
		cs = append(cs, c)
	}
	h.mu.Unlock()
	for _, c := range cs {
		h.drop(c)
	}
	return err
}

// Client is the follower's side: it connects to the leader, and again
// whenever the connection drops (the GM's window started later, or
// restarted), asking for the whole file each time.
type Client struct {
	addr string
	in   chan []byte
	mu   sync.Mutex
	out  chan []byte // the live connection's, nil between connections
	done chan struct{}
}

// Dial starts following the leader at addr (a loopback address).
func Dial(addr string) (*Client, error) {
	if err := CheckLoopback(addr); err != nil {
		return nil, err
	}
	c := &Client{addr: addr, in: make(chan []byte, queueSize), done: make(chan struct{})}
	go c.run()
	return c, nil
}

func (c *Client) run() {
	for {
		conn, err := net.DialTimeout("tcp", c.addr, 2*time.Second)
		if err == nil {
			out := make(chan []byte, queueSize)
			out <- Want
			c.mu.Lock()
			c.out = out
			c.mu.Unlock()
			go write(conn, out)
			read(conn, c.in)
			c.mu.Lock()
			c.out = nil
			c.mu.Unlock()
			close(out)
			_ = conn.Close()
		}
		select {
		case <-c.done:
			return
		case <-time.After(500 * time.Millisecond):
		}
	}
}

// Send sends msg to the leader, if connected.
func (c *Client) Send(msg []byte) {
	c.mu.Lock()
	defer c.mu.Unlock()
	if c.out == nil {
		return
	}
	select {
	case c.out <- msg:
	default:
	}
}

// Recv returns the leader's next message.
func (c *Client) Recv() ([]byte, bool) {
	select {
	case m := <-c.in:
		return m, true
	default:
		return nil, false
	}
}

// Close stops following.
func (c *Client) Close() error {
	select {
	case <-c.done:
	default:
		close(c.done)
	}
	return nil
}

// write sends the queued messages, one a line, until the queue closes.
func write(c net.Conn, out <-chan []byte) {
	w := bufio.NewWriter(c)
	for m := range out {
		if _, err := w.Write(m); err != nil {
			break
		}
		if err := w.WriteByte('\n'); err != nil {
			break
		}
		if len(out) == 0 {
			if err := w.Flush(); err != nil {
				break
			}
		}
	}
	_ = c.Close()
	for range out { // let Send go on until the queue closes
	}
}

// read hands each line received to in until the connection ends.
func read(c net.Conn, in chan<- []byte) {
	r := bufio.NewReaderSize(c, 1<<16)
	for {
		line, err := readLine(r)
		if err != nil {
			return
		}
		select {
		case in <- line:
		default: // the frame loop is behind: the follower will ask again
		}
	}
}

// readLine reads one line, refusing one longer than maxMessage.
func readLine(r *bufio.Reader) ([]byte, error) {
	var line []byte
	for {
		part, err := r.ReadSlice('\n')
		line = append(line, part...)
		if len(line) > maxMessage {
			return nil, errors.New("follow: a message longer than any encounter")
		}
		switch {
		case err == nil:
			return line[:len(line)-1], nil
		case errors.Is(err, bufio.ErrBufferFull):
			continue
		default:
			return nil, err
		}
	}
}
