//! The rules of a game, in one value that the board, the search, GTP and
//! scoring share (as KataGo's `Rules` and Fuego's `GoRules`): which
//! repetitions are barred, whether suicide is legal, how a finished game is
//! counted, and the komi.

use std::{fmt, str::FromStr};

use thiserror::Error;

/// Which repetitions of a position are illegal.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum KoRule {
    /// No test at all: moves are taken as played (replaying a record made
    /// under rules that allow some repetitions).
    Unchecked,
    /// Simple ko: a move may not recreate the position before the
    /// opponent's last move (an immediate recapture).
    Simple,
    /// Positional superko: a move may not recreate any earlier position of
    /// the line (Tromp-Taylor, Chinese and the search's own rule).
    PositionalSuperko,
}

/// How a finished game is counted.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Scoring {
    /// Territory and prisoners; no territory in seki (Japanese rules).
    Territory,
    /// Stones on the board plus the empty points they surround (Chinese rules).
    Area,
    /// Area counting of the board exactly as it stands (Tromp-Taylor rules).
    TrompTaylor,
}

impl Scoring {
    /// The name used on the command line, GTP and JSON.
    #[must_use]
    pub const fn name(self) -> &'static str {
        match self {
            Scoring::Territory => "japanese",
            Scoring::Area => "chinese",
            Scoring::TrompTaylor => "tromp-taylor",
        }
    }
}

/// Why a text names no rules.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("rules {0:?}: give japanese, korean, chinese, aga or tromp-taylor")]
pub struct ScoringError(String);

impl FromStr for Scoring {
    type Err = ScoringError;
    /// Reads rule names as GTP, the command line and SGF's `RU` write them,
    /// in any case: `japanese`, `korean`, `territory` count territory;
    /// `chinese`, `aga`, `nz`, `ing`, `area` count area; `tromp-taylor`
    /// (`tromp_taylor`, `tt`) as Tromp and Taylor wrote.
    fn from_str(s: &str) -> Result<Scoring, ScoringError> {
        let name = s.trim().to_ascii_lowercase().replace(['_', ' '], "-");
        match name.as_str() {
            "japanese" | "korean" | "territory" | "jp" => Ok(Scoring::Territory),
            "chinese" | "aga" | "nz" | "new-zealand" | "ing" | "goe" | "area" | "cn" => {
                Ok(Scoring::Area)
            }
            "tromp-taylor" | "tt" | "trompt-taylor" => Ok(Scoring::TrompTaylor),
            _ => Err(ScoringError(s.to_string())),
        }
    }
}

/// Komi, in half points (so every komi in use is exact): `Komi::from_halves(13)` is 6.5.
#[derive(Copy, Clone, Debug, Default, PartialEq, Eq, Hash, PartialOrd, Ord)]
pub struct Komi(i32);

impl Komi {
    /// No komi.
    pub const ZERO: Komi = Komi(0);

    /// The komi of `halves` half points.
    #[must_use]
    pub const fn from_halves(halves: i32) -> Komi {
        Komi(halves)
    }

    /// The komi in half points.
    #[must_use]
    pub const fn halves(self) -> i32 {
        self.0
    }
}

impl fmt::Display for Komi {
    /// `6.5`, `0`, `-3.5`.
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let sign = if self.0 < 0 { "-" } else { "" };
        let (whole, half) = (self.0.abs() / 2, self.0.abs() % 2);
        if half == 0 {
            write!(f, "{sign}{whole}")
        } else {
            write!(f, "{sign}{whole}.5")
        }
    }
}

/// Why a text is not a komi.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("komi {0:?}: give a whole or half number of points, such as 6.5")]
pub struct KomiError(String);

impl FromStr for Komi {
    type Err = KomiError;
    /// Reads `6.5`, `7`, `-0.5`, `0.50`: whole or half points only.
    fn from_str(s: &str) -> Result<Komi, KomiError> {
        let bad = || KomiError(s.to_string());
        let value: f64 = s.trim().parse().map_err(|_| bad())?;
        let halves = value * 2.0;
        if !halves.is_finite() || halves.fract() != 0.0 || halves.abs() > 2.0 * 1000.0 {
            return Err(bad());
        }
        Ok(Komi(halves as i32))
    }
}

/// The rules in force: legality (ko, suicide) and counting (scoring, komi).
///
/// ```
/// use semeai::{Rules, go::{KoRule, Komi, Scoring}};
///
/// let chinese = Rules {
///     scoring: Scoring::Area,
///     komi: "7.5".parse::<Komi>().unwrap(),
///     ..Rules::default()
/// };
/// assert_eq!(chinese.ko, KoRule::PositionalSuperko);
/// assert_eq!(chinese.komi.to_string(), "7.5");
/// assert_eq!(chinese.scoring.name(), "chinese");
/// ```
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Rules {
    /// Which repetitions are illegal. Positional superko by default.
    pub ko: KoRule,
    /// Whether a move that leaves its own block without liberties is legal
    /// (it then removes that block, as under Tromp-Taylor rules). Off by default.
    pub suicide: bool,
    /// How a finished game is counted. Territory (Japanese) by default.
    pub scoring: Scoring,
    /// Komi. None by default.
    pub komi: Komi,
}

impl Default for Rules {
    fn default() -> Self {
        Rules {
            ko: KoRule::PositionalSuperko,
            suicide: false,
            scoring: Scoring::Territory,
            komi: Komi::ZERO,
        }
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn komi_reads_and_writes_half_points() {
        for (text, halves, back) in [
            ("6.5", 13, "6.5"),
            ("7", 14, "7"),
            ("-0.5", -1, "-0.5"),
            ("0.50", 1, "0.5"),
        ] {
            let k: Komi = text.parse().unwrap();
            assert_eq!(k.halves(), halves);
            assert_eq!(k.to_string(), back);
        }
        assert!("6.25".parse::<Komi>().is_err());
        assert!("x".parse::<Komi>().is_err());
        assert!("inf".parse::<Komi>().is_err());
    }
}
