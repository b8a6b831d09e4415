package leaderboard

import (
	"sync"
	"time"
)

// limiter is a token bucket for each address: rate submissions a minute, as many at once.
type limiter struct {
	mu      sync.Mutex
	rate    int
	buckets map[string]*bucket
}

type bucket struct {
	tokens float64
	at     time.Time
}

// maxBuckets bounds the addresses remembered: past it, the full buckets (addresses quiet for a minute) are
// forgotten, as a full bucket is what a new address gets.
const maxBuckets = 1 << 16

func newLimiter(rate int) *limiter { return &limiter{rate: rate, buckets: map[string]*bucket{}} }

// allow takes a token of addr's bucket at now, if it has one.
func (l *limiter) allow(addr string, now time.Time) bool {
	l.mu.Lock()
	defer l.mu.Unlock()
	per := float64(l.rate) / float64(time.Minute)
	b, ok := l.buckets[addr]
	if !ok {
		if len(l.buckets) >= maxBuckets {
			for k, o := range l.buckets {
				if o.tokens+float64(now.Sub(o.at))*per >= float64(l.rate) {
					delete(l.buckets, k)
				}
			}
		}
		b = &bucket{tokens: float64(l.rate), at: now}
		l.buckets[addr] = b
	}
	b.tokens = min(float64(l.rate), b.tokens+float64(now.Sub(b.at))*per)
	b.at = now
	if b.tokens < 1 {
		return false
	}
	b.tokens--
	return true
}
