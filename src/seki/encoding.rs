//! Wolf's numerical encoding of a Basic Seki graph (docs/seki.md).
//!
//! A Basic Seki graph (BSG) is a path or a cycle whose nodes are the
//! liberties and whose edges are the essential blocks. Parallel blocks of one
//! colour between two consecutive nodes form a *bundle*, written as a digit
//! 1-3; a black bundle is underlined, written `_` before the digit in ASCII.
//! A path (linear part) starts with `0`, a cycle (circular part) does not.
//!
//! ```text
//!   01_1            A6 -O- D6 -X- G6      (a path: White's eye, shared, Black's eye)
//!   2_1             C6 =O= C5             (a cycle of two nodes: two white
//!                      \-X-/               blocks and one black between them)
//! ```
//!
//! ```
//! use semeai::seki::Encoding;
//!
//! let e: Encoding = "0_11".parse().unwrap();
//! assert_eq!(e.to_string(), "01_1"); // the canonical form: reversed
//! assert_eq!((e.liberties(), e.blocks().black, e.blocks().white), (3, 1, 1));
//! assert_eq!(
//!     "31_2".parse::<Encoding>().unwrap_err().to_string(),
//!     "\"31_2\": last and first digits sum to 5"
//! );
//! ```

use std::{fmt, str::FromStr};

use thiserror::Error;

use crate::go::{ByColor, Color};

/// Parallel blocks of one colour between two consecutive nodes: a digit.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub struct Bundle {
    /// How many blocks (1-3).
    pub count: u8,
    /// Their colour (black is underlined).
    pub color: Color,
}

impl Bundle {
    /// The order of canonical forms: larger digit first, white before black.
    const fn key(self) -> u8 {
        self.count * 2
            + match self.color {
                Color::White => 1,
                Color::Black => 0,
            }
    }

    const fn swapped(self) -> Bundle {
        Bundle {
            count: self.count,
            color: self.color.opponent(),
        }
    }
}

impl fmt::Display for Bundle {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.color == Color::Black {
            f.write_str("_")?;
        }
        write!(f, "{}", self.count)
    }
}

/// Whether a part is a path or a cycle.
#[derive(Copy, Clone, Debug, PartialEq, Eq, Hash)]
pub enum Form {
    /// A path: its ends are one-colour eyes; written with a leading `0`.
    Linear,
    /// A cycle (two nodes joined by both colours count as one).
    Circular,
}

impl Form {
    /// `linear` or `circular`.
    #[must_use]
    pub const fn word(self) -> &'static str {
        match self {
            Form::Linear => "linear",
            Form::Circular => "circular",
        }
    }
}

/// One connected Basic Seki graph: its form and its bundles in order.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Part {
    /// Path or cycle.
    pub form: Form,
    /// The bundles along the path (from one end) or around the cycle.
    pub bundles: Vec<Bundle>,
}

impl Part {
    /// The number of liberties (nodes): one more than the bundles of a path,
    /// as many as the bundles of a cycle.
    #[must_use]
    pub fn liberties(&self) -> usize {
        match self.form {
            Form::Linear => self.bundles.len() + 1,
            Form::Circular => self.bundles.len(),
        }
    }

    /// The number of essential blocks of each colour.
    #[must_use]
    pub fn blocks(&self) -> ByColor<usize> {
        let mut n = ByColor::new(0, 0);
        for b in &self.bundles {
            n[b.color] += usize::from(b.count);
        }
        n
    }

    /// The same graph drawn the other way: every rotation and reversal of a
    /// cycle, the reversal of a path (the part itself first).
    pub(super) fn equivalents(&self) -> Vec<Vec<Bundle>> {
        let mut out = Vec::new();
        let reversed: Vec<Bundle> = self.bundles.iter().rev().copied().collect();
        match self.form {
            Form::Linear => {
                out.push(self.bundles.clone());
                out.push(reversed);
            }
            Form::Circular => {
                for seq in [&self.bundles, &reversed] {
                    for r in 0..seq.len() {
                        let mut s = seq.clone();
                        s.rotate_left(r);
                        out.push(s);
                    }
                }
            }
        }
        out
    }

    /// The canonical form keeping colours (docs/seki.md): the greatest
    /// equivalent sequence, digit by digit, larger digit first, white before
    /// black.
    #[must_use]
    pub fn canonical(&self) -> Part {
        let best = self
            .equivalents()
            .into_iter()
            .max_by_key(|b| keys(b))
            .unwrap_or_default();
        Part {
            form: self.form,
            bundles: best,
        }
    }

    /// The part with the colours switched.
    #[must_use]
    pub fn color_swapped(&self) -> Part {
        Part {
            form: self.form,
            bundles: self.bundles.iter().map(|b| b.swapped()).collect(),
        }
    }

    /// The canonical form up to the colour switch too: the topology.
    #[must_use]
    pub fn topology(&self) -> Part {
        let a = self.canonical();
        let b = self.color_swapped().canonical();
        if b.keys() > a.keys() { b } else { a }
    }

    /// The order of canonical forms: compare these, digit by digit.
    pub(super) fn keys(&self) -> Vec<u8> {
        keys(&self.bundles)
    }

    /// Whether the part is its own canonical form.
    #[must_use]
    pub fn is_canonical(&self) -> bool {
        self.canonical() == *self
    }
}

fn keys(bundles: &[Bundle]) -> Vec<u8> {
    bundles.iter().map(|b| b.key()).collect()
}

impl fmt::Display for Part {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if self.form == Form::Linear {
            f.write_str("0")?;
        }
        for b in &self.bundles {
            write!(f, "{b}")?;
        }
        Ok(())
    }
}

/// A Basic Seki encoding: one or more parts joined by `;` (parts of one
/// seki whose graphs are not connected).
///
/// Parsing accepts the ASCII syntax of docs/seki.md (`_` before a
/// digit, or U+0332 after it, for black; `(..)^k` and `d^k` repeats; spaces
/// ignored but ending a count) and checks the rules of a valid encoding.
/// [`Display`](fmt::Display) writes each part in its canonical form, in the
/// order given.
#[derive(Clone, Debug, PartialEq, Eq, Hash)]
pub struct Encoding {
    /// The parts, in the order given (or, from a board, in scan order).
    pub parts: Vec<Part>,
}

impl Encoding {
    /// Liberties of all parts.
    #[must_use]
    pub fn liberties(&self) -> usize {
        self.parts.iter().map(Part::liberties).sum()
    }

    /// Essential blocks of each colour, of all parts.
    #[must_use]
    pub fn blocks(&self) -> ByColor<usize> {
        self.parts.iter().fold(ByColor::new(0, 0), |mut n, p| {
            let b = p.blocks();
            n.black += b.black;
            n.white += b.white;
            n
        })
    }

    /// Every part in its canonical form (colours kept).
    #[must_use]
    pub fn canonical(&self) -> Encoding {
        Encoding {
            parts: self.parts.iter().map(Part::canonical).collect(),
        }
    }

    /// Every part up to the colour switch of the whole seki: the parts'
    /// canonical forms, or those of the colour-switched seki, whichever is
    /// greater.
    #[must_use]
    pub fn topology(&self) -> Encoding {
        let a = self.canonical();
        let b = Encoding {
            parts: self
                .parts
                .iter()
                .map(|p| p.color_swapped().canonical())
                .collect(),
        };
        let k = |e: &Encoding| -> Vec<Vec<u8>> { e.parts.iter().map(Part::keys).collect() };
        if k(&b) > k(&a) { b } else { a }
    }
}

impl fmt::Display for Encoding {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        for (i, p) in self.parts.iter().enumerate() {
            if i > 0 {
                f.write_str(";")?;
            }
            write!(f, "{}", p.canonical())?;
        }
        Ok(())
    }
}

/// A bad encoding: the text and what is wrong, naming the place.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
#[error("\"{text}\": {kind}")]
pub struct EncodingError {
    /// The encoding as given.
    pub text: String,
    /// What is wrong.
    pub kind: EncodingErrorKind,
}

/// What is wrong with an encoding (characters counted from 1).
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum EncodingErrorKind {
    /// Nothing but spaces.
    #[error("empty encoding")]
    Empty,
    /// A character outside the syntax.
    #[error("character {0}: '{1}' is not a digit, _, ^, (, ), ; or space")]
    Character(usize, char),
    /// A digit above 3.
    #[error("character {0}: digit {1} not in 1-3")]
    Digit(usize, char),
    /// A `0` after the start of a part.
    #[error("0 only at the start of a part")]
    Zero(usize),
    /// `_` not followed by a digit.
    #[error("character {0}: _ must be followed by a digit 1-3")]
    Underline(usize),
    /// `^` not after a digit or `)`, or not followed by a count.
    #[error("character {0}: ^ must follow a digit or ) and be followed by a count")]
    Power(usize),
    /// An exponent that is 0 or too large.
    #[error("character {0}: exponent must be 1-400")]
    Exponent(usize),
    /// An unmatched parenthesis.
    #[error("character {0}: unmatched parenthesis")]
    Parenthesis(usize),
    /// A part with no digits.
    #[error("part {0} is empty")]
    EmptyPart(usize),
    /// A cycle of one bundle (a loop).
    #[error("a circular part needs at least two digits")]
    Loop,
    /// A path of only its `0`.
    #[error("a linear part needs a digit after its 0")]
    Bare,
    /// Two neighbouring digits sum to more than 4.
    #[error("characters {0} and {1}: digits sum to {2}")]
    Sum(usize, usize, u8),
    /// In a cycle, the last and first digits sum to more than 4.
    #[error("last and first digits sum to {0}")]
    WrapSum(u8),
    /// One colour missing.
    #[error("no {0} digit")]
    Colour(&'static str),
}

/// The largest expanded part accepted (a 19x19 board has fewer points).
const MAX_DIGITS: usize = 400;

/// A digit of the expanded text, with the character it came from.
#[derive(Copy, Clone, Debug)]
enum Token {
    Zero(usize),
    Digit(Bundle, usize),
}

struct Parser<'a> {
    chars: Vec<char>,
    at: usize,
    text: &'a str,
}

impl Parser<'_> {
    fn err(&self, kind: EncodingErrorKind) -> EncodingError {
        EncodingError {
            text: self.text.to_string(),
            kind,
        }
    }

    fn peek(&self) -> Option<char> {
        self.chars.get(self.at).copied()
    }

    /// A sequence up to `;`, `)` or the end.
    fn sequence(&mut self, depth: usize) -> Result<Vec<Token>, EncodingError> {
        let mut out: Vec<Token> = Vec::new();
        // The tokens of the last item, for a following ^k.
        let mut last: Option<Vec<Token>> = None;
        while let Some(c) = self.peek() {
            let pos = self.at + 1;
            match c {
                ';' => break,
                ')' => {
                    if depth == 0 {
                        return Err(self.err(EncodingErrorKind::Parenthesis(pos)));
                    }
                    break;
                }
                ' ' | '\t' => {
                    self.at += 1;
                    if let Some(l) = last.take() {
                        out.extend(l);
                    }
                }
                '(' => {
                    self.at += 1;
                    if let Some(l) = last.take() {
                        out.extend(l);
                    }
                    let inner = self.sequence(depth + 1)?;
                    if self.peek() != Some(')') {
                        return Err(self.err(EncodingErrorKind::Parenthesis(pos)));
                    }
                    self.at += 1;
                    last = Some(inner);
                }
                '^' => {
                    self.at += 1;
                    let Some(item) = last.take() else {
                        return Err(self.err(EncodingErrorKind::Power(pos)));
                    };
                    let start = self.at;
                    while self.peek().is_some_and(|d| d.is_ascii_digit()) {
                        self.at += 1;
                    }
                    if start == self.at {
                        return Err(self.err(EncodingErrorKind::Power(pos)));
                    }
                    let k: usize = self.chars[start..self.at]
                        .iter()
                        .collect::<String>()
                        .parse()
                        .unwrap_or(usize::MAX);
                    if k == 0 || k > MAX_DIGITS || item.len().saturating_mul(k) > MAX_DIGITS {
                        return Err(self.err(EncodingErrorKind::Exponent(start + 1)));
                    }
                    for _ in 0..k {
                        out.extend(item.iter().copied());
                    }
                }
                '_' => {
                    self.at += 1;
                    if let Some(l) = last.take() {
                        out.extend(l);
                    }
                    match self.peek() {
                        Some(d @ '1'..='3') => {
                            self.at += 1;
                            last = Some(vec![Token::Digit(bundle(d, Color::Black), pos + 1)]);
                        }
                        Some(d @ ('0' | '4'..='9')) => {
                            return Err(self.err(EncodingErrorKind::Digit(pos + 1, d)));
                        }
                        _ => return Err(self.err(EncodingErrorKind::Underline(pos))),
                    }
                }
                '0'..='9' => {
                    self.at += 1;
                    if let Some(l) = last.take() {
                        out.extend(l);
                    }
                    let token = match c {
                        '0' => Token::Zero(pos),
                        '1'..='3' => {
                            let black = self.peek() == Some('\u{332}');
                            if black {
                                self.at += 1;
                            }
                            let color = if black { Color::Black } else { Color::White };
                            Token::Digit(bundle(c, color), pos)
                        }
                        _ => return Err(self.err(EncodingErrorKind::Digit(pos, c))),
                    };
                    last = Some(vec![token]);
                }
                _ => return Err(self.err(EncodingErrorKind::Character(pos, c))),
            }
            if out.len() > MAX_DIGITS {
                return Err(self.err(EncodingErrorKind::Exponent(pos)));
            }
        }
        if let Some(l) = last.take() {
            out.extend(l);
        }
        Ok(out)
    }
}

fn bundle(d: char, color: Color) -> Bundle {
    Bundle {
        count: d as u8 - b'0',
        color,
    }
}

impl FromStr for Encoding {
    type Err = EncodingError;

    fn from_str(text: &str) -> Result<Encoding, EncodingError> {
        let mut p = Parser {
            chars: text.chars().collect(),
            at: 0,
            text,
        };
        let mut parts = Vec::new();
        let mut number = 0;
        loop {
            number += 1;
            let tokens = p.sequence(0)?;
            parts.push(part(&p, number, &tokens)?);
            match p.peek() {
                Some(';') => p.at += 1,
                _ => break,
            }
        }
        if parts.len() == 1 && parts[0].bundles.is_empty() {
            return Err(p.err(EncodingErrorKind::Empty));
        }
        Ok(Encoding { parts })
    }
}

/// Checks one part's tokens and makes the part.
fn part(p: &Parser<'_>, number: usize, tokens: &[Token]) -> Result<Part, EncodingError> {
    let Some(first) = tokens.first() else {
        return Err(p.err(if number == 1 && p.text.trim().is_empty() {
            EncodingErrorKind::Empty
        } else {
            EncodingErrorKind::EmptyPart(number)
        }));
    };
    let form = match first {
        Token::Zero(_) => Form::Linear,
        Token::Digit(..) => Form::Circular,
    };
    let skip = usize::from(form == Form::Linear);
    let mut digits = Vec::new();
    for t in &tokens[skip..] {
        match *t {
            Token::Zero(pos) => return Err(p.err(EncodingErrorKind::Zero(pos))),
            Token::Digit(b, pos) => digits.push((b, pos)),
        }
    }
    if digits.is_empty() {
        return Err(p.err(EncodingErrorKind::Bare));
    }
    if form == Form::Circular && digits.len() < 2 {
        return Err(p.err(EncodingErrorKind::Loop));
    }
    for w in digits.windows(2) {
        let sum = w[0].0.count + w[1].0.count;
        if sum > 4 {
            return Err(p.err(EncodingErrorKind::Sum(w[0].1, w[1].1, sum)));
        }
    }
    if form == Form::Circular {
        let sum = digits[0].0.count + digits[digits.len() - 1].0.count;
        if sum > 4 {
            return Err(p.err(EncodingErrorKind::WrapSum(sum)));
        }
    }
    for (c, word) in [(Color::Black, "black"), (Color::White, "white")] {
        if !digits.iter().any(|(b, _)| b.color == c) {
            return Err(p.err(EncodingErrorKind::Colour(word)));
        }
    }
    Ok(Part {
        form,
        bundles: digits.into_iter().map(|(b, _)| b).collect(),
    })
}

#[cfg(test)]
mod tests {
    use super::*;

    fn canon(s: &str) -> String {
        s.parse::<Encoding>().unwrap().to_string()
    }

    fn err(s: &str) -> String {
        s.parse::<Encoding>().unwrap_err().to_string()
    }

    #[test]
    fn canonical_forms() {
        assert_eq!(canon("1_1"), "1_1");
        assert_eq!(canon("_11"), "1_1");
        assert_eq!(canon("0_11"), "01_1");
        assert_eq!(canon("_12"), "2_1");
        assert_eq!(canon("1_11"), "11_1");
        assert_eq!(canon("_1 1 1"), "11_1");
        assert_eq!(canon("0_1_21"), "01_2_1");
        assert_eq!(canon("(2_2)^2"), "2_22_2");
        assert_eq!(canon("0(22)^2 _1"), "02222_1");
        assert_eq!(canon("1\u{332}1"), "1_1");
    }

    #[test]
    fn topology_folds_the_colour_switch() {
        let t = |s: &str| s.parse::<Encoding>().unwrap().topology().to_string();
        assert_eq!(t("_21"), "2_1");
        assert_eq!(t("1_2"), "2_1");
        assert_eq!(t("0_1_11"), "011_1");
        assert_eq!(t("0_111"), "011_1");
        assert_eq!(t("0_11_1"), "01_11");
    }

    #[test]
    fn counts() {
        let e: Encoding = "1_211;0(2_2)^4 1".parse().unwrap();
        assert_eq!(e.liberties(), 4 + 10);
        assert_eq!(e.blocks().white + e.blocks().black, 5 + 17);
    }

    #[test]
    fn errors_name_the_place() {
        assert_eq!(err("0412"), "\"0412\": character 2: digit 4 not in 1-3");
        assert_eq!(err("31_2"), "\"31_2\": last and first digits sum to 5");
        assert_eq!(err("0111"), "\"0111\": no black digit");
        assert_eq!(err("1011"), "\"1011\": 0 only at the start of a part");
        assert_eq!(err("0_23"), "\"0_23\": characters 3 and 4: digits sum to 5");
        assert_eq!(err("1_1;"), "\"1_1;\": part 2 is empty");
        assert_eq!(err(""), "\"\": empty encoding");
        assert_eq!(
            err("1x"),
            "\"1x\": character 2: 'x' is not a digit, _, ^, (, ), ; or space"
        );
        assert_eq!(err("(1_1"), "\"(1_1\": character 1: unmatched parenthesis");
        assert_eq!(err("1_1)"), "\"1_1)\": character 4: unmatched parenthesis");
        assert_eq!(
            err("^2"),
            "\"^2\": character 1: ^ must follow a digit or ) and be followed by a count"
        );
        assert_eq!(
            err("1_1^0"),
            "\"1_1^0\": character 5: exponent must be 1-400"
        );
        assert_eq!(
            err("_1"),
            "\"_1\": a circular part needs at least two digits"
        );
        assert_eq!(err("0"), "\"0\": a linear part needs a digit after its 0");
        assert_eq!(
            err("_"),
            "\"_\": character 1: _ must be followed by a digit 1-3"
        );
        assert!(err("(1_1)^99999999999999999999999").contains("exponent"));
    }
}
