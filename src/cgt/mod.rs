//! Combinatorial game values of the small family a semeai produces: numbers
//! (integers and dyadic rationals), a number plus star, and hot switches
//! `{a|b}` with `a > b`, in CGSuite's plain-text notation.
//!
//! ```text
//!   5      -3/2      *      1*      {3|-2}      +-2   (= {2|-2})
//! ```
//!
//! Black is Left (positive). Sums are defined where the result stays in the
//! family; [`Value::checked_add`] says `None` otherwise.
//!
//! ```
//! use semeai::Value;
//!
//! let v: Value = "{3|-2}".parse().unwrap();
//! assert_eq!(v.to_string(), "{3|-2}");
//! assert_eq!(v.mean().to_string(), "1/2");
//! assert_eq!(v.temperature().to_string(), "5/2");
//! assert_eq!((-v).to_string(), "{2|-3}");
//! let star: Value = "*".parse().unwrap();
//! assert_eq!(star.checked_add(star), Some(Value::integer(0)));
//! ```

use std::{fmt, ops::Neg, str::FromStr};

use num_rational::Ratio;

mod game;
mod thermograph;

pub use game::Game;
pub use thermograph::{Thermograph, Trajectory};

/// An exact rational.
pub type Q = Ratio<i64>;

/// A game value: a number, a number plus star, or a hot switch.
///
/// ```
/// use semeai::Value;
///
/// let v: Value = "{3|-2}".parse().unwrap();
/// assert_eq!((v.mean().to_string(), v.temperature().to_string()), ("1/2".into(), "5/2".into()));
/// assert_eq!((-v).to_string(), "{2|-3}");
/// let star: Value = "*".parse().unwrap();
/// assert_eq!(star.checked_add(star), Some(Value::integer(0)));
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Value {
    /// A number `q`.
    Number(Q),
    /// `q*`: a number plus star (`*` = `{0|0}`).
    NumberStar(Q),
    /// A hot switch `{left | right}` between two numbers, `left > right`.
    Switch(Q, Q),
}

/// Why a text is no value of the family.
#[derive(Clone, Debug, PartialEq, Eq, thiserror::Error)]
pub enum ValueError {
    /// Not a number, star, `{a|b}` or `+-x`.
    #[error("'{0}' is not a game value (5, -3/2, *, 1*, {{3|-2}}, +-2)")]
    Syntax(String),
    /// A number that is not dyadic (its denominator is no power of two).
    #[error("'{0}' is not a dyadic rational")]
    NotDyadic(String),
}

pub(crate) fn is_dyadic(q: Q) -> bool {
    let d = *q.denom();
    d > 0 && (d & (d - 1)) == 0
}

/// The simplest number strictly between `a` and `b` (`a < b`): the integer of
/// smallest absolute value if there is one, else the dyadic of smallest
/// denominator.
pub(crate) fn simplest_between(a: Q, b: Q) -> Q {
    debug_assert!(a < b);
    let zero = Q::from_integer(0);
    if a < zero && zero < b {
        return zero;
    }
    if a >= zero {
        let n = a.floor() + Q::from_integer(1);
        if n < b {
            return n;
        }
    } else {
        let n = b.ceil() - Q::from_integer(1);
        if n > a {
            return n;
        }
    }
    let mut d: i64 = 2;
    loop {
        let n = (a * Q::from_integer(d)).floor() + Q::from_integer(1);
        let q = n / Q::from_integer(d);
        if q < b {
            return q;
        }
        d *= 2;
    }
}

impl Value {
    /// The integer `n`.
    #[must_use]
    pub fn integer(n: i64) -> Value {
        Value::Number(Q::from_integer(n))
    }

    /// `{left | right}` between two numbers: a hot switch when `left > right`,
    /// `left*` when they are equal, and the simplest number between them when
    /// `left < right` (a cold game is a number).
    #[must_use]
    pub fn switch(left: Q, right: Q) -> Value {
        if left > right {
            Value::Switch(left, right)
        } else if left == right {
            Value::NumberStar(left)
        } else {
            Value::Number(simplest_between(left, right))
        }
    }

    /// The result of optimal play when Left (Black) moves first.
    #[must_use]
    pub fn left_stop(self) -> Q {
        match self {
            Value::Number(q) | Value::NumberStar(q) => q,
            Value::Switch(a, _) => a,
        }
    }

    /// The result of optimal play when Right (White) moves first.
    #[must_use]
    pub fn right_stop(self) -> Q {
        match self {
            Value::Number(q) | Value::NumberStar(q) => q,
            Value::Switch(_, b) => b,
        }
    }

    /// The mean value.
    #[must_use]
    pub fn mean(self) -> Q {
        match self {
            Value::Number(q) | Value::NumberStar(q) => q,
            Value::Switch(a, b) => (a + b) / Q::from_integer(2),
        }
    }

    /// The temperature: `(a - b) / 2` for a switch, 0 for `q*`, and for a
    /// number `-1/2^k` where `2^k` is its denominator (`-1` for an integer).
    #[must_use]
    pub fn temperature(self) -> Q {
        match self {
            Value::Number(q) => Q::new(-1, *q.denom()),
            Value::NumberStar(_) => Q::from_integer(0),
            Value::Switch(a, b) => (a - b) / Q::from_integer(2),
        }
    }

    /// The sum, when it stays in the family: numbers and stars add, a number
    /// shifts a switch; a switch plus a star or another switch is `None`.
    #[must_use]
    pub fn checked_add(self, other: Value) -> Option<Value> {
        use Value::{Number, NumberStar, Switch};
        Some(match (self, other) {
            (Number(a), Number(b)) | (NumberStar(a), NumberStar(b)) => Number(a + b),
            (Number(a), NumberStar(b)) | (NumberStar(a), Number(b)) => NumberStar(a + b),
            (Number(c), Switch(a, b)) | (Switch(a, b), Number(c)) => Switch(a + c, b + c),
            _ => return None,
        })
    }
}

impl Neg for Value {
    type Output = Value;
    fn neg(self) -> Value {
        match self {
            Value::Number(q) => Value::Number(-q),
            Value::NumberStar(q) => Value::NumberStar(-q),
            Value::Switch(a, b) => Value::Switch(-b, -a),
        }
    }
}

pub(crate) fn number_text(q: Q) -> String {
    if q.is_integer() {
        q.to_integer().to_string()
    } else {
        format!("{}/{}", q.numer(), q.denom())
    }
}

impl fmt::Display for Value {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        match *self {
            Value::Number(q) => f.write_str(&number_text(q)),
            Value::NumberStar(q) if q == Q::from_integer(0) => f.write_str("*"),
            Value::NumberStar(q) => write!(f, "{}*", number_text(q)),
            Value::Switch(a, b) if a == -b => write!(f, "+-{}", number_text(a)),
            Value::Switch(a, b) => write!(f, "{{{}|{}}}", number_text(a), number_text(b)),
        }
    }
}

pub(crate) fn parse_number(text: &str, whole: &str) -> Result<Q, ValueError> {
    let bad = || ValueError::Syntax(whole.to_string());
    let t = text.trim();
    let q = match t.split_once('/') {
        Some((n, d)) => {
            let n: i64 = n.trim().parse().map_err(|_| bad())?;
            let d: i64 = d.trim().parse().map_err(|_| bad())?;
            if d <= 0 {
                return Err(bad());
            }
            Q::new(n, d)
        }
        None => Q::from_integer(t.parse().map_err(|_| bad())?),
    };
    if is_dyadic(q) {
        Ok(q)
    } else {
        Err(ValueError::NotDyadic(whole.to_string()))
    }
}

impl FromStr for Value {
    type Err = ValueError;

    /// Reads CGSuite notation: `5`, `-3/2`, `*`, `1*`, `{3|-2}`, `+-2` (or `±2`).
    fn from_str(s: &str) -> Result<Value, ValueError> {
        let t = s.trim();
        if let Some(x) = t.strip_prefix("+-").or_else(|| t.strip_prefix('±')) {
            let x = parse_number(x, s)?;
            return Ok(Value::switch(x, -x));
        }
        if let Some(inner) = t.strip_prefix('{').and_then(|r| r.strip_suffix('}')) {
            let (a, b) = inner
                .split_once('|')
                .ok_or_else(|| ValueError::Syntax(s.to_string()))?;
            return Ok(Value::switch(parse_number(a, s)?, parse_number(b, s)?));
        }
        if let Some(n) = t.strip_suffix('*') {
            let q = if n.trim().is_empty() {
                Q::from_integer(0)
            } else {
                parse_number(n, s)?
            };
            return Ok(Value::NumberStar(q));
        }
        Ok(Value::Number(parse_number(t, s)?))
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    fn v(s: &str) -> Value {
        s.parse().unwrap()
    }

    #[test]
    fn notation_round_trips() {
        for s in [
            "5", "-3", "0", "-3/2", "1/4", "*", "1*", "-1/2*", "{3|-2}", "+-2", "{5|1}", "+-1/2",
        ] {
            assert_eq!(v(s).to_string(), s);
        }
        assert_eq!(v("±2"), v("+-2"));
        assert_eq!(v(" { 3 | -2 } "), v("{3|-2}"));
    }

    #[test]
    fn cold_and_tepid_switches_are_numbers_and_stars() {
        assert_eq!(v("{1|1}"), v("1*"));
        assert_eq!(v("{0|0}"), v("*"));
        assert_eq!(v("{-1|1}"), v("0"));
        assert_eq!(v("{0|1}"), v("1/2"));
        assert_eq!(v("{1|2}"), v("3/2"));
        assert_eq!(v("{2|5}"), v("3"));
        assert_eq!(v("{-5|-2}"), v("-3"));
        assert_eq!(v("{1/2|3/4}"), v("5/8"));
        assert_eq!(v("+-0"), v("*"));
    }

    #[test]
    fn bad_text_is_refused() {
        for s in ["", "x", "1/3", "{1|", "{a|b}", "1/0", "**", "{1|2|3}"] {
            assert!(s.parse::<Value>().is_err(), "{s}");
        }
        assert_eq!(
            "1/3".parse::<Value>(),
            Err(ValueError::NotDyadic("1/3".into()))
        );
    }

    #[test]
    fn stops_mean_and_temperature() {
        let s = v("{3|-2}");
        assert_eq!(
            (s.left_stop(), s.right_stop()),
            (Q::from_integer(3), Q::from_integer(-2))
        );
        assert_eq!(s.mean(), Q::new(1, 2));
        assert_eq!(s.temperature(), Q::new(5, 2));
        assert_eq!(v("5").temperature(), Q::from_integer(-1));
        assert_eq!(v("-3/4").temperature(), Q::new(-1, 4));
        assert_eq!(v("1*").temperature(), Q::from_integer(0));
        assert_eq!(v("1*").mean(), Q::from_integer(1));
        assert_eq!(v("+-2").mean(), Q::from_integer(0));
    }

    #[test]
    fn negation_and_sums() {
        for s in ["5", "-3/2", "*", "1*", "{3|-2}", "+-2"] {
            let x = v(s);
            assert_eq!(-(-x), x);
            let total = x.checked_add(-x);
            match x {
                Value::Switch(..) => assert_eq!(total, None),
                _ => assert_eq!(total, Some(v("0"))),
            }
        }
        assert_eq!(v("*").checked_add(v("*")), Some(v("0")));
        assert_eq!(v("1").checked_add(v("*")), Some(v("1*")));
        assert_eq!(v("1/2").checked_add(v("{3|-2}")), Some(v("{7/2|-3/2}")));
        assert_eq!(v("*").checked_add(v("+-1")), None);
        assert_eq!(-v("{3|-2}"), v("{2|-3}"));
    }
}
