package cli

import (
	"fmt"
	"net"
	"net/http"
	"net/url"
	"strings"
)

// The checks every request passes before the API sees it: the Host it
// names, the Origin of a POST, and the headers that keep the page out of
// other sites' frames.

// hostAllowed reports whether a Host header may reach the page. Local
// names always may, and the names of --allow-host; other machines' IP
// addresses only when the server listens beyond loopback. A name that
// is neither is what DNS rebinding sends (a site pointing its own name
// at this machine), so it is refused whatever the address listened on.
func (a *api) hostAllowed(host string) bool {
	h, _, err := net.SplitHostPort(host)
	if err != nil {
		h = host
	}
	h = strings.ToLower(strings.Trim(h, "[]"))
	if h == "localhost" {
		return true
	}
	for _, name := range a.cfg.allowHosts {
		if strings.EqualFold(name, h) {
			return true
		}
	}
	ip := net.ParseIP(h)
	if ip == nil {
		return false
	}
	return ip.IsLoopback() || !a.cfg.loopback
}

// sameOrigin reports whether the Origin header of r, when there is one,
// names the host r was sent to: the page's own scripts send their own
// origin; another site's page sends its.
func sameOrigin(r *http.Request) bool {
	origin := r.Header.Get("Origin")
	if origin == "" {
		return true
	}
	u, err := url.Parse(origin)
	if err != nil || (u.Scheme != "http" && u.Scheme != "https") {
		return false
	}
	return strings.EqualFold(u.Host, r.Host)
}

// guard answers a request that fails a check and returns false.
func (a *api) guard(w http.ResponseWriter, r *http.Request) bool {
	h := w.Header()
	h.Set("X-Content-Type-Options", "nosniff")
	h.Set("Content-Security-Policy", "frame-ancestors 'none'")
	h.Set("X-Frame-Options", "DENY")
	if !a.hostAllowed(r.Host) {
		msg := fmt.Sprintf("host %q is not this machine; open the page as http://127.0.0.1:PORT/", r.Host)
		if !a.cfg.loopback {
			msg = fmt.Sprintf("host %q is not a name of this server; open the page by its IP address, or start the server with --allow-host %s", r.Host, hostName(r.Host))
		}
		writeError(w, http.StatusMisdirectedRequest, msg)
		return false
	}
	if r.Method == http.MethodPost && !sameOrigin(r) {
		writeError(w, http.StatusForbidden, fmt.Sprintf("a request from the page at %q, not from this server's page", r.Header.Get("Origin")))
		return false
	}
	return true
}

// hostName is the name of a Host header, without its port.
func hostName(host string) string {
	if h, _, err := net.SplitHostPort(host); err == nil {
		return h
	}
	return host
}
