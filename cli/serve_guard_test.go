package cli

import (
	"context"
	"net/http"
	"strings"
	"testing"
	"time"
)

// hostStatus is the status of GET /api/kinds sent with a Host header.
func hostStatus(t *testing.T, url, host string) int {
	t.Helper()
	req, _ := http.NewRequest(http.MethodGet, url+"/api/kinds", nil)
	req.Host = host
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	resp.Body.Close()
	return resp.StatusCode
}

// TestServeHostCheckBeyondLoopback: listening on 0.0.0.0 keeps the Host
// check: a foreign name is refused (421), IP addresses and local names
// pass, and --allow-host admits a name.
func TestServeHostCheckBeyondLoopback(t *testing.T) {
	open := newTestServer(t, apiConfig{loopback: false})
	allowed := newTestServer(t, apiConfig{loopback: false, allowHosts: []string{"puzzles.lan", "box"}})
	for host, want := range map[string][2]int{
		"evil.example:80":   {http.StatusMisdirectedRequest, http.StatusMisdirectedRequest},
		"puzzles.lan:8080":  {http.StatusMisdirectedRequest, http.StatusOK},
		"PUZZLES.LAN":       {http.StatusMisdirectedRequest, http.StatusOK},
		"box":               {http.StatusMisdirectedRequest, http.StatusOK},
		"192.168.1.5:8080":  {http.StatusOK, http.StatusOK},
		"[fe80::1]:8080":    {http.StatusOK, http.StatusOK},
		"localhost:8080":    {http.StatusOK, http.StatusOK},
		"127.0.0.1":         {http.StatusOK, http.StatusOK},
		"puzzles.lan.evil.": {http.StatusMisdirectedRequest, http.StatusMisdirectedRequest},
	} {
		if got := hostStatus(t, open.URL, host); got != want[0] {
			t.Errorf("0.0.0.0, Host %s: %d, want %d", host, got, want[0])
		}
		if got := hostStatus(t, allowed.URL, host); got != want[1] {
			t.Errorf("0.0.0.0 --allow-host puzzles.lan,box, Host %s: %d, want %d", host, got, want[1])
		}
	}
	// The refusal says how to admit the name.
	req, _ := http.NewRequest(http.MethodGet, open.URL+"/api/kinds", nil)
	req.Host = "evil.example"
	resp, err := http.DefaultClient.Do(req)
	if err != nil {
		t.Fatal(err)
	}
	var e apiError
	decodeAnswer(t, resp, &e)
	resp.Body.Close()
	if !strings.Contains(e.Error, "--allow-host evil.example") {
		t.Errorf("the refusal: %q", e.Error)
	}
}

// TestServeOrigin: a POST from another site's page (its Origin) is
// refused with 403; the page's own origin, and no Origin (curl), pass.
func TestServeOrigin(t *testing.T) {
	srv := newTestServer(t, apiConfig{loopback: true})
	host := strings.TrimPrefix(srv.URL, "http://")
	for origin, want := range map[string]int{
		"":                         http.StatusOK,
		"http://" + host:           http.StatusOK,
		"http://evil.example":      http.StatusForbidden,
		"http://" + host + ".evil": http.StatusForbidden,
		"null":                     http.StatusForbidden,
		"http://localhost:1":       http.StatusForbidden,
	} {
		req, _ := http.NewRequest(http.MethodPost, srv.URL+"/api/open", strings.NewReader(`{"bundled":"kenken/seed_3x3"}`))
		req.Header.Set("Content-Type", "application/json")
		if origin != "" {
			req.Header.Set("Origin", origin)
		}
		resp, err := http.DefaultClient.Do(req)
		if err != nil {
			t.Fatal(err)
		}
		var e apiError
		code := decodeAnswer(t, resp, &e)
		resp.Body.Close()
		if code != want {
			t.Errorf("Origin %q: %d %q, want %d", origin, code, e.Error, want)
		}
	}
}

// TestServeFrameHeaders: every answer, the page and the API alike, tells
// browsers never to frame it.
func TestServeFrameHeaders(t *testing.T) {
	srv := newTestServer(t, apiConfig{loopback: true})
	for _, path := range []string{"/", "/app.js", "/api/kinds", "/api/nope"} {
		resp, err := http.Get(srv.URL + path)
		if err != nil {
			t.Fatal(err)
		}
		resp.Body.Close()
		if csp := resp.Header.Get("Content-Security-Policy"); !strings.Contains(csp, "frame-ancestors 'none'") || resp.Header.Get("X-Frame-Options") != "DENY" {
			t.Errorf("%s: Content-Security-Policy %q, X-Frame-Options %q", path, csp, resp.Header.Get("X-Frame-Options"))
		}
	}
}

// TestServeWarnsBeyondLoopback: 'tessera serve --addr 0.0.0.0:0' says
// that other machines can reach it and which host names it answers to.
func TestServeWarnsBeyondLoopback(t *testing.T) {
	ctx, cancel := context.WithCancel(context.Background())
	var stdout, stderr syncBuffer
	done := make(chan int, 1)
	go func() {
		done <- runContext(ctx, []string{"serve", "--addr", "0.0.0.0:0", "--allow-host", "box,puzzles.lan"}, nil, &stdout, &stderr)
	}()
	for i := 0; i < 1000 && !strings.Contains(stdout.String(), "on http://"); i++ {
		time.Sleep(10 * time.Millisecond)
	}
	cancel()
	if code := <-done; code != exitOK {
		t.Fatalf("exit %d: %q %q", code, stdout.String(), stderr.String())
	}
	for _, want := range []string{"other machines can reach", "local names and IP addresses, and box, puzzles.lan", "--allow-host NAME"} {
		if !strings.Contains(stderr.String(), want) {
			t.Errorf("the warning %q lacks %q", stderr.String(), want)
		}
	}
}
