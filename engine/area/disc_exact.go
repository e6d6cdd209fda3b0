package area

import "math/big"

// halfCoveredExact decides halfCovered with arbitrary precision: the same
// formula evaluated in big.Float at prec bits (each operation rounded to
// nearest, relative error ≤ 2^−prec), asin by its arctangent series (below).
// With at most a few thousand rounded operations on numbers of size at most
// M = 2r+2, the error is below M·2^(40−prec); when the area is farther than
// that from ½ the answer is certain, otherwise the precision doubles. The
// area is never exactly ½ (see halfCovered), so this ends; past 4096 bits
// it answers true, which no integer radius on a map can reach.
func halfCoveredExact(a, b, r int64, prec uint) bool {
	for ; prec <= 4096; prec *= 2 {
		nf := func(v int64) *big.Float { return new(big.Float).SetPrec(prec).SetInt64(v) }
		bi := func(v int64) *big.Int { return big.NewInt(v) }
		r2 := new(big.Int).Mul(bi(r), bi(r))
		sq := func(v int64) *big.Int { return new(big.Int).Mul(bi(v), bi(v)) }
		p2, q2 := sq(a), sq(a+1)
		if x1 := new(big.Int).Sub(r2, sq(b+1)); x1.Cmp(p2) > 0 {
			p2 = x1
		}
		if x0 := new(big.Int).Sub(r2, sq(b)); x0.Cmp(q2) < 0 {
			q2 = x0
		}
		if q2.Cmp(p2) <= 0 {
			return false
		}
		fi := func(v *big.Int) *big.Float { return new(big.Float).SetPrec(prec).SetInt(v) }
		root := func(v *big.Int) *big.Float { return new(big.Float).SetPrec(prec).Sqrt(fi(v)) }
		p, q := root(p2), root(q2)
		hp, hq := root(new(big.Int).Sub(r2, p2)), root(new(big.Int).Sub(r2, q2))
		mul := func(x, y *big.Float) *big.Float { return new(big.Float).SetPrec(prec).Mul(x, y) }
		add := func(x, y *big.Float) *big.Float { return new(big.Float).SetPrec(prec).Add(x, y) }
		quo := func(x, y *big.Float) *big.Float { return new(big.Float).SetPrec(prec).Quo(x, y) }
		n1 := new(big.Int).Sub(new(big.Int).Mul(q2, new(big.Int).Sub(r2, q2)), new(big.Int).Mul(p2, new(big.Int).Sub(r2, p2)))
		area := new(big.Float).SetPrec(prec).Sub(p, nf(a))
		if d1 := add(mul(q, hq), mul(p, hp)); d1.Sign() > 0 {
			area = add(area, quo(quo(fi(n1), d1), nf(2)))
		}
		dq := new(big.Int).Sub(q2, p2)
		z := quo(fi(dq), add(mul(q, hp), mul(p, hq)))
		area = add(area, quo(mul(fi(r2), asinBig(z, prec)), nf(2)))
		area = area.Sub(area, mul(nf(b), quo(fi(dq), add(q, p))))
		diff := area.Sub(area, new(big.Float).SetPrec(prec).SetFloat64(0.5))
		bound := new(big.Float).SetPrec(prec).SetMantExp(nf(2*r+2), 40-int(prec))
		if diff.Sign() > 0 && diff.Cmp(bound) > 0 {
			return true
		}
		if diff.Sign() < 0 && new(big.Float).Neg(diff).Cmp(bound) > 0 {
			return false
		}
	}
	return true
}

// asinBig returns asin z for 0 ≤ z ≤ 1 as 2·atan(z/(1+√(1−z²))).
func asinBig(z *big.Float, prec uint) *big.Float {
	one := new(big.Float).SetPrec(prec).SetInt64(1)
	s := new(big.Float).SetPrec(prec).Sub(one, new(big.Float).SetPrec(prec).Mul(z, z))
	if s.Sign() < 0 {
		s.SetInt64(0)
	}
	s.Sqrt(s)
	w := new(big.Float).SetPrec(prec).Quo(z, s.Add(s, one))
	at := atanBig(w, prec)
	return at.Mul(at, new(big.Float).SetPrec(prec).SetInt64(2))
}

// atanBig returns atan w for 0 ≤ w ≤ 1: the angle is halved by
// w ← w/(1+√(1+w²)) until w < 2⁻¹⁰, then the alternating series
// w − w³/3 + w⁵/5 − … is summed until a term is below 2^−(prec+16) (the
// error of an alternating series with falling terms is below its first
// omitted term), and doubled back.
func atanBig(w *big.Float, prec uint) *big.Float {
	one := new(big.Float).SetPrec(prec).SetInt64(1)
	x := new(big.Float).SetPrec(prec).Set(w)
	small := new(big.Float).SetPrec(prec).SetMantExp(one, -10)
	halvings := 0
	for x.Cmp(small) > 0 {
		t := new(big.Float).SetPrec(prec).Mul(x, x)
		t.Add(t, one)
		t.Sqrt(t)
		x.Quo(x, t.Add(t, one))
		halvings++
	}
	sum := new(big.Float).SetPrec(prec).Set(x)
	x2 := new(big.Float).SetPrec(prec).Mul(x, x)
	pow := new(big.Float).SetPrec(prec).Set(x)
	tiny := new(big.Float).SetPrec(prec).SetMantExp(one, -int(prec)-16)
	for k := int64(1); ; k++ {
		pow.Mul(pow, x2)
		term := new(big.Float).SetPrec(prec).Quo(pow, new(big.Float).SetPrec(prec).SetInt64(2*k+1))
		if term.Cmp(tiny) < 0 {
			break
		}
		if k%2 == 1 {
			sum.Sub(sum, term)
		} else {
			sum.Add(sum, term)
		}
	}
	return sum.SetMantExp(sum, halvings)
}
