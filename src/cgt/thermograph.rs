//! Thermographs of short games (Berlekamp, Conway and Guy, "Winning Ways",
//! ch. 6; Siegel, "Combinatorial Game Theory", II.5): the walls of a game
//! taxed `t` a move, as piecewise linear functions of the temperature `t`
//! from -1 up, which meet at the game's temperature and go on as a mast at
//! its mean.
//!
//! ```
//! use semeai::cgt::Game;
//!
//! let g: Game = "{5|{2|-1}}".parse().unwrap();
//! let t = g.thermograph();
//! assert_eq!((t.mean.to_string(), t.temperature.to_string()), ("11/4".into(), "9/4".into()));
//! // At temperature 0 the walls are the stops; the right wall stays at 2
//! // while {2|-1} is hotter than the tax (up to 3/2), then climbs to the
//! // mast at 11/4, which both walls reach at 9/4.
//! assert_eq!(t.left.at(0.into()).to_string(), "5");
//! assert_eq!(t.right.at(0.into()).to_string(), "2");
//! assert_eq!(t.right.at(1.into()).to_string(), "2");
//! assert_eq!(t.right.at(2.into()).to_string(), "5/2");
//! assert_eq!(t.left.at(7.into()).to_string(), "11/4");
//! ```

use std::fmt;

use super::{Game, Q, number_text};

/// A continuous piecewise linear function of the temperature `t >= -1`:
/// its breakpoints `(t, value)` from `t = -1` up, and its slope past the
/// last one.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Trajectory {
    /// The breakpoints, by increasing `t`, the first at `t = -1`.
    pub points: Vec<(Q, Q)>,
    /// The slope past the last breakpoint.
    pub slope: Q,
}

fn q(n: i64) -> Q {
    Q::from_integer(n)
}

impl Trajectory {
    /// The constant `x`: a mast.
    #[must_use]
    pub fn constant(x: Q) -> Trajectory {
        Trajectory {
            points: vec![(q(-1), x)],
            slope: q(0),
        }
    }

    /// Its value at `t` (`t >= -1`).
    #[must_use]
    pub fn at(&self, t: Q) -> Q {
        let i = self.points.partition_point(|&(u, _)| u <= t);
        let i = i.max(1) - 1;
        let (u, v) = self.points[i];
        let slope = match self.points.get(i + 1) {
            Some(&(u2, v2)) => (v2 - v) / (u2 - u),
            None => self.slope,
        };
        v + slope * (t - u)
    }

    /// The slope on the right of `t`.
    fn slope_after(&self, t: Q) -> Q {
        let i = self.points.partition_point(|&(u, _)| u <= t);
        match self.points.get(i) {
            Some(&(u2, v2)) => {
                let (u, v) = self.points[i - 1];
                (v2 - v) / (u2 - u)
            }
            None => self.slope,
        }
    }

    /// This plus `c * t`.
    fn tilted(&self, c: Q) -> Trajectory {
        Trajectory {
            points: self.points.iter().map(|&(t, v)| (t, v + c * t)).collect(),
            slope: self.slope + c,
        }
    }

    /// The pointwise maximum (`max` true) or minimum of two trajectories.
    fn extreme(&self, other: &Trajectory, max: bool) -> Trajectory {
        let pick = |a: Q, b: Q| if max { a.max(b) } else { a.min(b) };
        let mut ts: Vec<Q> = self
            .points
            .iter()
            .chain(&other.points)
            .map(|p| p.0)
            .collect();
        ts.sort();
        ts.dedup();
        // Crossings inside each interval and past the last breakpoint.
        let mut crossings = Vec::new();
        for (i, &t) in ts.iter().enumerate() {
            let d0 = self.at(t) - other.at(t);
            let ds = self.slope_after(t) - other.slope_after(t);
            if ds == q(0) {
                continue;
            }
            let cross = t - d0 / ds;
            let before_next = ts.get(i + 1).is_none_or(|&next| cross < next);
            if cross > t && before_next {
                crossings.push(cross);
            }
        }
        ts.extend(crossings);
        ts.sort();
        ts.dedup();
        let last = *ts.last().expect("a breakpoint");
        let a_wins = if max {
            self.slope >= other.slope
        } else {
            self.slope <= other.slope
        };
        let points = ts
            .iter()
            .map(|&t| (t, pick(self.at(t), other.at(t))))
            .collect();
        let slope = if self.at(last) == other.at(last) {
            if a_wins { self.slope } else { other.slope }
        } else if (self.at(last) > other.at(last)) == max {
            self.slope
        } else {
            other.slope
        };
        Trajectory { points, slope }.simplified()
    }

    /// The same function with collinear breakpoints removed.
    fn simplified(mut self) -> Trajectory {
        let mut out: Vec<(Q, Q)> = Vec::with_capacity(self.points.len());
        for p in self.points.drain(..) {
            if out.len() >= 2 {
                let (t1, v1) = out[out.len() - 2];
                let (t2, v2) = out[out.len() - 1];
                if (v2 - v1) * (p.0 - t2) == (p.1 - v2) * (t2 - t1) {
                    out.pop();
                }
            }
            out.push(p);
        }
        if out.len() >= 2 {
            let (t1, v1) = out[out.len() - 2];
            let (t2, v2) = out[out.len() - 1];
            if (v2 - v1) == self.slope * (t2 - t1) {
                out.pop();
            }
        }
        Trajectory {
            points: out,
            slope: self.slope,
        }
    }

    /// This up to `t`, then constant at its value there.
    fn mast_from(&self, t: Q) -> Trajectory {
        let mut points: Vec<(Q, Q)> = self
            .points
            .iter()
            .copied()
            .take_while(|&(u, _)| u < t)
            .collect();
        points.push((t, self.at(t)));
        Trajectory {
            points,
            slope: q(0),
        }
        .simplified()
    }
}

impl fmt::Display for Trajectory {
    /// `t:value` breakpoints, then the slope: `-1:6 2:3 slope 0`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (t, v) in &self.points {
            write!(f, "{}:{} ", number_text(*t), number_text(*v))?;
        }
        write!(f, "slope {}", number_text(self.slope))
    }
}

/// A game's thermograph: its left and right walls, which meet at its
/// temperature and go on as one mast at its mean.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct Thermograph {
    /// The left wall (Left's result taxed `t`).
    pub left: Trajectory,
    /// The right wall.
    pub right: Trajectory,
    /// Where the walls meet (for a number `x`: -1 for an integer,
    /// `-1/2^k` for `m/2^k`).
    pub temperature: Q,
    /// The mast's value.
    pub mean: Q,
}

impl Game {
    /// The thermograph: a number's is a mast at it; a game's walls are
    /// Left's best option's right wall taxed `t` (`max RW(G^L)(t) - t`)
    /// and Right's best option's left wall taxed (`min LW(G^R)(t) + t`),
    /// up to the temperature where they meet, and the mast above.
    #[must_use]
    pub fn thermograph(&self) -> Thermograph {
        if let Some(x) = self.as_number() {
            return Thermograph {
                left: Trajectory::constant(x),
                right: Trajectory::constant(x),
                temperature: Q::new(-1, *x.denom()),
                mean: x,
            };
        }
        let scaffold = |options: &[Game], max: bool| {
            options
                .iter()
                .map(|o| {
                    let t = o.thermograph();
                    if max {
                        t.right.tilted(q(-1))
                    } else {
                        t.left.tilted(q(1))
                    }
                })
                .reduce(|a, b| a.extreme(&b, max))
                .expect("a game that is no number has options on both sides")
        };
        let (l, r) = (scaffold(self.left(), true), scaffold(self.right(), false));
        let temperature = meeting(&l, &r);
        let mean = l.at(temperature);
        Thermograph {
            left: l.mast_from(temperature),
            right: r.mast_from(temperature),
            temperature,
            mean,
        }
    }

    /// The mean value (where the thermograph's mast stands).
    #[must_use]
    pub fn mean(&self) -> Q {
        self.thermograph().mean
    }

    /// The temperature (where the walls meet).
    #[must_use]
    pub fn temperature(&self) -> Q {
        self.thermograph().temperature
    }
}

/// The least `t >= -1` where the left scaffold `l` is no longer above the
/// right one `r` (`l - r` does not increase).
fn meeting(l: &Trajectory, r: &Trajectory) -> Q {
    let gap = |t: Q| l.at(t) - r.at(t);
    if gap(q(-1)) <= q(0) {
        return q(-1);
    }
    let mut ts: Vec<Q> = l.points.iter().chain(&r.points).map(|p| p.0).collect();
    ts.sort();
    ts.dedup();
    for (i, &t) in ts.iter().enumerate() {
        let slope = l.slope_after(t) - r.slope_after(t);
        if slope >= q(0) {
            continue;
        }
        let hit = t - gap(t) / slope;
        if ts.get(i + 1).is_none_or(|&next| hit <= next) {
            return hit;
        }
    }
    unreachable!("the walls of a short game meet")
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(s: &str) -> Game {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    fn mt(s: &str) -> (String, String) {
        let t = g(s).thermograph();
        (number_text(t.mean), number_text(t.temperature))
    }

    #[test]
    fn means_and_temperatures() {
        for (text, mean, temp) in [
            ("3", "3", "-1"),
            ("1/2", "1/2", "-1/2"),
            ("*", "0", "0"),
            ("^", "0", "0"),
            ("{3|-2}", "1/2", "5/2"),
            ("+-2", "0", "2"),
            ("{5|{2|-1}}", "11/4", "9/4"),
            ("{0|{0|-2}}", "0", "0"),
            ("1*", "1", "0"),
            ("{4|2||0}", "3/2", "3/2"),
        ] {
            assert_eq!(mt(text), (mean.to_string(), temp.to_string()), "{text}");
        }
    }

    #[test]
    fn a_switch_has_straight_walls() {
        let t = g("{3|-2}").thermograph();
        assert_eq!(t.left.to_string(), "-1:4 5/2:1/2 slope 0");
        assert_eq!(t.right.to_string(), "-1:-3 5/2:1/2 slope 0");
    }

    /// The mean of a sum is the sum of the means; the temperature of a
    /// sum at most the larger one.
    #[test]
    fn means_add() {
        let (a, b) = (g("{5|{2|-1}}"), g("{3|-2}"));
        let sum = &a + &b;
        assert_eq!(sum.mean(), a.mean() + b.mean());
        assert!(sum.temperature() <= a.temperature().max(b.temperature()));
    }
}
