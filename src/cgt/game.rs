//! Short games in canonical form (Conway, "On Numbers and Games";
//! Berlekamp, Conway and Guy, "Winning Ways"; Siegel, "Combinatorial Game
//! Theory", II.2): sums, negation, comparison, and the canonical form, in
//! which dominated options are removed and reversible ones bypassed. Every
//! [`Game`] is kept in canonical form, so two games are equal exactly when
//! they are equal as values (`==`). Black is Left.
//!
//! CGSuite's plain-text notation prints and parses them: numbers (`5`,
//! `-3/2`), nimbers (`*`, `*2`), ups (`^`, `v`, `^^`, with a star `^*`),
//! those plus a number (`1*`, `1/2^`), switches (`+-2`), and options in
//! braces, the widest run of bars splitting a game (`{5|{2|-1}}` is
//! `{5||2|-1}`).
//!
//! ```
//! use semeai::cgt::Game;
//!
//! let g: Game = "{5|{2|-1}}".parse().unwrap();
//! assert_eq!(g.to_string(), "{5|{2|-1}}");
//! assert_eq!(g.mean().to_string(), "11/4");
//! assert_eq!(g.temperature().to_string(), "9/4");
//! let up: Game = "^".parse().unwrap();
//! let star: Game = "*".parse().unwrap();
//! assert_eq!((&up + &star).to_string(), "^*");
//! assert!(up.is_positive() && (&up - &up).is_zero());
//! assert_eq!("{0,*|0,*}".parse::<Game>().unwrap().to_string(), "*2");
//! ```

use std::{
    cmp::Ordering,
    fmt,
    ops::{Add, Neg, Sub},
    str::FromStr,
    sync::Arc,
};

use super::{Q, ValueError, is_dyadic, number_text, parse_number, simplest_between};

/// A short game in canonical form.
#[derive(Clone, PartialEq, Eq, Hash)]
pub struct Game(Arc<Node>);

#[derive(PartialEq, Eq, Hash)]
struct Node {
    left: Vec<Game>,
    right: Vec<Game>,
    /// The number it is, when it is one.
    number: Option<Q>,
}

fn zero_q() -> Q {
    Q::from_integer(0)
}

impl Game {
    /// A game from its options, as given (not simplified): the caller
    /// vouches that it is canonical, or uses it only to compare.
    fn raw(left: Vec<Game>, right: Vec<Game>, number: Option<Q>) -> Game {
        Game(Arc::new(Node {
            left,
            right,
            number,
        }))
    }

    /// `{left | right}` in canonical form.
    #[must_use]
    pub fn new(left: Vec<Game>, right: Vec<Game>) -> Game {
        canonical(left, right)
    }

    /// The game 0 = `{|}`.
    #[must_use]
    pub fn zero() -> Game {
        Game::raw(Vec::new(), Vec::new(), Some(zero_q()))
    }

    /// The integer `n`.
    #[must_use]
    pub fn integer(n: i64) -> Game {
        Game::number(Q::from_integer(n)).expect("an integer is dyadic")
    }

    /// The number `q` in canonical form; `None` when it is not dyadic.
    #[must_use]
    pub fn number(q: Q) -> Option<Game> {
        if !is_dyadic(q) {
            return None;
        }
        let one = Q::from_integer(1);
        Some(if q == zero_q() {
            Game::zero()
        } else if q.is_integer() && q > zero_q() {
            Game::raw(vec![Game::number(q - one)?], Vec::new(), Some(q))
        } else if q.is_integer() {
            Game::raw(Vec::new(), vec![Game::number(q + one)?], Some(q))
        } else {
            // m/2^k = {(m-1)/2^k | (m+1)/2^k}.
            let step = Q::new(1, *q.denom());
            Game::raw(
                vec![Game::number(q - step)?],
                vec![Game::number(q + step)?],
                Some(q),
            )
        })
    }

    /// The nimber `*n`: `{0, *, ..., *(n-1) | 0, *, ..., *(n-1)}`.
    #[must_use]
    pub fn nimber(n: u32) -> Game {
        let options: Vec<Game> = (0..n).map(Game::nimber).collect();
        Game::raw(options.clone(), options, (n == 0).then(zero_q))
    }

    /// `*` = `{0|0}`.
    #[must_use]
    pub fn star() -> Game {
        Game::nimber(1)
    }

    /// `^` (up) = `{0|*}`.
    #[must_use]
    pub fn up() -> Game {
        Game::raw(vec![Game::zero()], vec![Game::star()], None)
    }

    /// Forgets the sums and comparisons remembered on this thread (they
    /// speed up sums of many games; a benchmark clears them between runs).
    pub fn forget_memo() {
        memo::SUMS.with(|t| t.borrow_mut().clear());
        memo::GEQ.with(|t| t.borrow_mut().clear());
    }

    /// Left's options.
    #[must_use]
    pub fn left(&self) -> &[Game] {
        &self.0.left
    }

    /// Right's options.
    #[must_use]
    pub fn right(&self) -> &[Game] {
        &self.0.right
    }

    /// The number it is, if it is one.
    #[must_use]
    pub fn as_number(&self) -> Option<Q> {
        self.0.number
    }

    /// Whether `self >= other`: Left, moving second in `self - other`,
    /// does not lose. No right option of `self` is `<= other` and no left
    /// option of `other` is `>= self`.
    #[must_use]
    pub fn geq(&self, other: &Game) -> bool {
        if let (Some(x), Some(y)) = (self.as_number(), other.as_number()) {
            return x >= y;
        }
        if let Some(known) = memo::get(&memo::GEQ, self, other) {
            return known;
        }
        let geq =
            !self.right().iter().any(|r| r.leq(other)) && !other.left().iter().any(|l| self.leq(l));
        memo::put(&memo::GEQ, self, other, geq);
        geq
    }

    /// Whether `self <= other`.
    #[must_use]
    pub fn leq(&self, other: &Game) -> bool {
        other.geq(self)
    }

    /// The order of two games: `None` when they are confused (incomparable).
    #[must_use]
    pub fn compare(&self, other: &Game) -> Option<Ordering> {
        match (self.geq(other), self.leq(other)) {
            (true, true) => Some(Ordering::Equal),
            (true, false) => Some(Ordering::Greater),
            (false, true) => Some(Ordering::Less),
            (false, false) => None,
        }
    }

    /// Whether it is 0 (the second player wins).
    #[must_use]
    pub fn is_zero(&self) -> bool {
        self.left().is_empty() && self.right().is_empty()
    }

    /// Whether it is positive (Left wins whoever starts).
    #[must_use]
    pub fn is_positive(&self) -> bool {
        self.compare(&Game::zero()) == Some(Ordering::Greater)
    }

    /// The result of optimal play, Left moving first, counting the game
    /// as the number it becomes (its left stop).
    #[must_use]
    pub fn left_stop(&self) -> Q {
        match self.as_number() {
            Some(q) => q,
            None => self
                .left()
                .iter()
                .map(Game::right_stop)
                .max()
                .expect("a game that is no number has options on both sides"),
        }
    }

    /// The result of optimal play, Right moving first (its right stop).
    #[must_use]
    pub fn right_stop(&self) -> Q {
        match self.as_number() {
            Some(q) => q,
            None => self
                .right()
                .iter()
                .map(Game::left_stop)
                .min()
                .expect("a game that is no number has options on both sides"),
        }
    }

    /// The number and nimber it is the sum of (`x + *n`), if it is one.
    fn as_number_nimber(&self) -> Option<(Q, u32)> {
        if let Some(q) = self.as_number() {
            return Some((q, 0));
        }
        if self.left() != self.right() {
            return None;
        }
        let parts: Vec<(Q, u32)> = self
            .left()
            .iter()
            .map(Game::as_number_nimber)
            .collect::<Option<_>>()?;
        let x = parts.first()?.0;
        let n = u32::try_from(parts.len()).ok()?;
        let mut nims: Vec<u32> = parts
            .iter()
            .map(|&(q, m)| (q == x).then_some(m))
            .collect::<Option<_>>()?;
        nims.sort_unstable();
        (nims == (0..n).collect::<Vec<_>>()).then_some((x, n))
    }
}

/// The simplest number Left's best option `left` and Right's best option
/// `right` (numbers) leave between them: the value of `{left | right}`.
fn simplest(left: Option<Q>, right: Option<Q>) -> Q {
    let one = Q::from_integer(1);
    match (left, right) {
        (None, None) => zero_q(),
        (Some(a), None) if a < zero_q() => zero_q(),
        (Some(a), None) => a.floor() + one,
        (None, Some(b)) if b > zero_q() => zero_q(),
        (None, Some(b)) => b.ceil() - one,
        (Some(a), Some(b)) => simplest_between(a, b),
    }
}

/// The structural order that fixes how options are listed (not the order
/// of games).
fn structural(a: &Game, b: &Game) -> Ordering {
    a.as_number()
        .is_none()
        .cmp(&b.as_number().is_none())
        .then_with(|| a.as_number().cmp(&b.as_number()))
        .then_with(|| a.left().len().cmp(&b.left().len()))
        .then_with(|| a.right().len().cmp(&b.right().len()))
        .then_with(|| lexical(a.left(), b.left()))
        .then_with(|| lexical(a.right(), b.right()))
}

fn lexical(a: &[Game], b: &[Game]) -> Ordering {
    a.iter()
        .zip(b)
        .map(|(x, y)| structural(x, y))
        .find(|o| o.is_ne())
        .unwrap_or_else(|| a.len().cmp(&b.len()))
}

/// The options of one side with the dominated ones removed: for Left
/// (`left` true) those below or equal to another, for Right those above.
fn undominated(options: Vec<Game>, left: bool) -> Vec<Game> {
    let mut kept: Vec<Game> = Vec::with_capacity(options.len());
    for g in options {
        let beaten = |h: &Game| if left { h.geq(&g) } else { h.leq(&g) };
        if kept.iter().any(beaten) {
            continue;
        }
        kept.retain(|h| if left { !g.geq(h) } else { !g.leq(h) });
        kept.push(g);
    }
    kept
}

/// The options of one side of `g` with the reversible ones bypassed: a
/// Left option (`left` true) with a Right reply at most `g` is replaced by
/// that reply's Left options, a Right option with a Left reply at least
/// `g` by that reply's Right options. Whether any was.
fn bypassed(options: &[Game], g: &Game, left: bool) -> (Vec<Game>, bool) {
    let mut out = Vec::with_capacity(options.len());
    let mut changed = false;
    let reverses = |r: &&Game| if left { r.leq(g) } else { r.geq(g) };
    for o in options {
        let replies = if left { o.right() } else { o.left() };
        match replies.iter().find(reverses) {
            Some(r) => {
                out.extend(if left { r.left() } else { r.right() }.iter().cloned());
                changed = true;
            }
            None => out.push(o.clone()),
        }
    }
    (out, changed)
}

/// `{left | right}` as a number, when its options are all numbers and
/// each of Left's is below each of Right's: the simplest number between.
fn number_of(left: &[Game], right: &[Game]) -> Option<Game> {
    let numbers = |o: &[Game]| o.iter().map(Game::as_number).collect::<Option<Vec<Q>>>();
    let (l, r) = (numbers(left)?, numbers(right)?);
    let (a, b) = (l.iter().max().copied(), r.iter().min().copied());
    a.zip(b)
        .is_none_or(|(a, b)| a < b)
        .then(|| Game::number(simplest(a, b)).expect("a dyadic number"))
}

/// The canonical form of `{left | right}`, whose options are canonical.
fn canonical(mut left: Vec<Game>, mut right: Vec<Game>) -> Game {
    loop {
        if let Some(x) = number_of(&left, &right) {
            return x;
        }
        left = undominated(left, true);
        right = undominated(right, false);
        // Reversible options, bypassed: a Left option whose Right reply is
        // at most the game is replaced by that reply's Left options (and
        // the same for Right).
        let g = Game::raw(left.clone(), right.clone(), None);
        let (bypassed_left, left_changed) = bypassed(&left, &g, true);
        let (bypassed_right, right_changed) = bypassed(&right, &g, false);
        left = bypassed_left;
        right = bypassed_right;
        if !left_changed && !right_changed {
            break;
        }
    }
    if let Some(x) = number_of(&left, &right) {
        return x;
    }
    left.sort_by(structural);
    right.sort_by(structural);
    Game::raw(left, right, None)
}

impl Neg for &Game {
    type Output = Game;
    fn neg(self) -> Game {
        if let Some(q) = self.as_number() {
            return Game::number(-q).expect("a dyadic number");
        }
        let mut left: Vec<Game> = self.right().iter().map(|g| -g).collect();
        let mut right: Vec<Game> = self.left().iter().map(|g| -g).collect();
        left.sort_by(structural);
        right.sort_by(structural);
        Game::raw(left, right, None)
    }
}

impl Neg for Game {
    type Output = Game;
    fn neg(self) -> Game {
        -&self
    }
}

impl Add for &Game {
    type Output = Game;
    /// `G + H = {G^L + H, G + H^L | G^R + H, G + H^R}`.
    fn add(self, other: &Game) -> Game {
        if let (Some(x), Some(y)) = (self.as_number(), other.as_number()) {
            return Game::number(x + y).expect("a dyadic number");
        }
        if self.is_zero() {
            return other.clone();
        }
        if other.is_zero() {
            return self.clone();
        }
        if let Some(known) = memo::get(&memo::SUMS, self, other) {
            return known;
        }
        let side = |mine: &[Game], theirs: &[Game]| {
            mine.iter()
                .map(|g| g + other)
                .chain(theirs.iter().map(|h| self + h))
                .collect::<Vec<_>>()
        };
        let sum = Game::new(
            side(self.left(), other.left()),
            side(self.right(), other.right()),
        );
        memo::put(&memo::SUMS, self, other, sum.clone());
        sum
    }
}

/// Sums and comparisons already made, by the two games' nodes (each entry
/// keeps its games, so a node's address is not reused while it is
/// there); cleared past [`memo::ENTRIES`] entries.
mod memo {
    use std::{cell::RefCell, collections::HashMap, sync::Arc, thread::LocalKey};

    use super::Game;

    pub(super) const ENTRIES: usize = 1 << 20;

    type Table<T> = RefCell<HashMap<(usize, usize), (Game, Game, T)>>;

    thread_local! {
        pub(super) static SUMS: Table<Game> = RefCell::new(HashMap::new());
        pub(super) static GEQ: Table<bool> = RefCell::new(HashMap::new());
    }

    fn key(a: &Game, b: &Game) -> (usize, usize) {
        (Arc::as_ptr(&a.0) as usize, Arc::as_ptr(&b.0) as usize)
    }

    pub(super) fn get<T: Clone>(
        table: &'static LocalKey<Table<T>>,
        a: &Game,
        b: &Game,
    ) -> Option<T> {
        table.with(|t| t.borrow().get(&key(a, b)).map(|e| e.2.clone()))
    }

    pub(super) fn put<T>(table: &'static LocalKey<Table<T>>, a: &Game, b: &Game, value: T) {
        table.with(|t| {
            let mut t = t.borrow_mut();
            if t.len() >= ENTRIES {
                t.clear();
            }
            t.insert(key(a, b), (a.clone(), b.clone(), value));
        });
    }
}

impl Add for Game {
    type Output = Game;
    fn add(self, other: Game) -> Game {
        &self + &other
    }
}

impl Sub for &Game {
    type Output = Game;
    fn sub(self, other: &Game) -> Game {
        self + &(-other)
    }
}

impl Sub for Game {
    type Output = Game;
    fn sub(self, other: Game) -> Game {
        &self - &other
    }
}

impl fmt::Debug for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        write!(f, "Game({self})")
    }
}

/// `x` followed by `suffix`, `x` left out when it is 0 and there is one.
fn with_number(x: Q, suffix: &str) -> String {
    match (x == zero_q(), suffix.is_empty()) {
        (true, false) => suffix.to_string(),
        _ => format!("{}{suffix}", number_text(x)),
    }
}

impl fmt::Display for Game {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        if let Some((x, n)) = self.as_number_nimber() {
            let star = match n {
                0 => String::new(),
                1 => "*".to_string(),
                n => format!("*{n}"),
            };
            return f.write_str(&with_number(x, &star));
        }
        // x + ups (and a star): {x|x*} is x^, {x,x*|x} is x^*, and the
        // negatives; {x|x^*} is x^^ and {x|x^} x^^*.
        if let Some(text) = ups(self) {
            return f.write_str(&text);
        }
        // A switch +-x about a number.
        if let ([l], [r]) = (self.left(), self.right())
            && let (Some(a), Some(b)) = (l.as_number(), r.as_number())
            && a == -b
        {
            return write!(f, "+-{}", number_text(a));
        }
        let list = |o: &[Game]| o.iter().map(Game::to_string).collect::<Vec<_>>().join(",");
        write!(f, "{{{}|{}}}", list(self.left()), list(self.right()))
    }
}

/// The text of `x + k.^ (+ *)` for k in -2..=2, k not 0, if `g` is one.
fn ups(g: &Game) -> Option<String> {
    let x = |h: &Game| h.as_number_nimber();
    let shapes: [(i32, bool); 8] = [
        (1, false),
        (1, true),
        (-1, false),
        (-1, true),
        (2, false),
        (2, true),
        (-2, false),
        (-2, true),
    ];
    // The base number: the number part of any option.
    let base = g
        .left()
        .iter()
        .chain(g.right())
        .find_map(|h| x(h).map(|p| p.0))?;
    for (k, star) in shapes {
        if *g == up_multiple(base, k, star) {
            let arrows = if k > 0 { "^" } else { "v" }.repeat(k.unsigned_abs() as usize);
            return Some(with_number(
                base,
                &format!("{arrows}{}", if star { "*" } else { "" }),
            ));
        }
    }
    None
}

/// `x + k.^ (+ *)` for k in -2..=2.
fn up_multiple(x: Q, k: i32, star: bool) -> Game {
    let n = Game::number(x).expect("a dyadic number");
    let mut g = n.clone();
    let up = Game::up();
    for _ in 0..k.unsigned_abs() {
        g = if k > 0 { &g + &up } else { &g - &up };
    }
    if star { &g + &Game::star() } else { g }
}

impl FromStr for Game {
    type Err = ValueError;

    fn from_str(s: &str) -> Result<Game, ValueError> {
        let bad = || ValueError::Syntax(s.to_string());
        let text: String = s.chars().filter(|c| !c.is_whitespace()).collect();
        if text.is_empty() {
            return Err(bad());
        }
        parse_game(&text, s)
    }
}

/// The byte positions of depth-0 runs of `|` in `t`, with their lengths.
fn bar_runs(t: &str) -> Option<Vec<(usize, usize)>> {
    let mut depth = 0usize;
    let mut runs: Vec<(usize, usize)> = Vec::new();
    let bytes = t.as_bytes();
    let mut i = 0;
    while i < bytes.len() {
        match bytes[i] {
            b'{' => depth += 1,
            b'}' => depth = depth.checked_sub(1)?,
            b'|' if depth == 0 => {
                let start = i;
                while i < bytes.len() && bytes[i] == b'|' {
                    i += 1;
                }
                runs.push((start, i - start));
                continue;
            }
            _ => {}
        }
        i += 1;
    }
    (depth == 0).then_some(runs)
}

/// A game: options split by the widest run of bars (`a||b|c` is
/// `{a|{b|c}}`), a braced game, or an atom.
fn parse_game(t: &str, whole: &str) -> Result<Game, ValueError> {
    let bad = || ValueError::Syntax(whole.to_string());
    let runs = bar_runs(t).ok_or_else(bad)?;
    if let Some(widest) = runs.iter().map(|r| r.1).max() {
        let at: Vec<(usize, usize)> = runs.iter().copied().filter(|r| r.1 == widest).collect();
        let &[(pos, len)] = at.as_slice() else {
            return Err(bad());
        };
        let side = |part: &str| -> Result<Vec<Game>, ValueError> {
            if part.is_empty() {
                return Ok(Vec::new());
            }
            if bar_runs(part).ok_or_else(bad)?.is_empty() {
                split_options(part)
                    .ok_or_else(bad)?
                    .into_iter()
                    .map(|o| parse_game(o, whole))
                    .collect()
            } else {
                Ok(vec![parse_game(part, whole)?])
            }
        };
        return Ok(Game::new(side(&t[..pos])?, side(&t[pos + len..])?));
    }
    if let Some(inner) = t.strip_prefix('{').and_then(|r| r.strip_suffix('}'))
        && split_options(inner).is_some()
        && bar_runs(inner).is_some_and(|r| !r.is_empty())
    {
        return parse_game(inner, whole);
    }
    parse_atom(t, whole)
}

/// The depth-0 comma-separated parts of `t`.
fn split_options(t: &str) -> Option<Vec<&str>> {
    let mut depth = 0usize;
    let mut parts = Vec::new();
    let mut start = 0;
    for (i, c) in t.char_indices() {
        match c {
            '{' => depth += 1,
            '}' => depth = depth.checked_sub(1)?,
            ',' if depth == 0 => {
                parts.push(&t[start..i]);
                start = i + 1;
            }
            _ => {}
        }
    }
    parts.push(&t[start..]);
    parts.iter().all(|p| !p.is_empty()).then_some(parts)
}

/// A number, then ups or downs, then a star or nimber: `-1/2`, `*3`,
/// `^^*`, `2v`; or `+-x` (`{x|-x}`), `{}` parts parsed by [`parse_game`].
fn parse_atom(t: &str, whole: &str) -> Result<Game, ValueError> {
    let bad = || ValueError::Syntax(whole.to_string());
    if let Some(rest) = t.strip_prefix("+-").or_else(|| t.strip_prefix('±')) {
        let x = parse_game(rest, whole)?;
        return Ok(Game::new(vec![x.clone()], vec![-&x]));
    }
    let end = t
        .find(|c: char| !(c.is_ascii_digit() || c == '/' || c == '-'))
        .unwrap_or(t.len());
    let (number, mut rest) = t.split_at(end);
    let mut g = if number.is_empty() {
        Game::zero()
    } else {
        Game::number(parse_number(number, whole)?).ok_or_else(bad)?
    };
    while let Some(r) = rest.strip_prefix('^').or_else(|| rest.strip_prefix('↑')) {
        g = &g + &Game::up();
        rest = r;
    }
    while let Some(r) = rest.strip_prefix('v').or_else(|| rest.strip_prefix('↓')) {
        g = &g - &Game::up();
        rest = r;
    }
    if let Some(r) = rest.strip_prefix('*') {
        let n: u32 = if r.is_empty() {
            1
        } else {
            r.parse().map_err(|_| bad())?
        };
        g = &g + &Game::nimber(n);
        rest = "";
    }
    if !rest.is_empty() || t.is_empty() {
        return Err(bad());
    }
    Ok(g)
}

#[cfg(test)]
mod tests {
    use super::*;

    fn g(s: &str) -> Game {
        s.parse().unwrap_or_else(|e| panic!("{s}: {e}"))
    }

    #[test]
    fn canonical_forms_print_as_cgsuite_does() {
        for (text, canonical) in [
            ("{|}", "0"),
            ("{0|}", "1"),
            ("{0|1}", "1/2"),
            ("{0|0}", "*"),
            ("{0,*|0,*}", "*2"),
            ("{0|*}", "^"),
            ("{*|0}", "v"),
            ("{0,*|0}", "^*"),
            ("{1|1}", "1*"),
            ("{2|-2}", "+-2"),
            ("{5|{2|-1}}", "{5|{2|-1}}"),
            ("{5||2|-1}", "{5|{2|-1}}"),
            ("{-1|1}", "0"),
            ("{0,1|}", "2"),
            ("{1/2|3/4}", "5/8"),
            ("{0|{0|-1}}", "{0|{0|-1}}"),
            ("{*,1|}", "2"),
            ("^^", "^^"),
            ("1v*", "1v*"),
            ("{0|^*}", "^^"),
        ] {
            assert_eq!(g(text).to_string(), canonical, "{text}");
        }
    }

    #[test]
    fn reversible_and_dominated_options_go() {
        // {1, 0 | }: 0 is dominated by 1, and {1|} is 2.
        assert_eq!(g("{1,0|}"), g("2"));
        // {*|*} = 0: each option reverses (0 <= 0), leaving no option.
        assert_eq!(g("{*|*}"), Game::zero());
        // A tiny: {0||0|-2} is canonical and positive.
        let tiny = g("{0||0|-2}");
        assert!(tiny.is_positive());
        assert_eq!(tiny.to_string(), "{0|{0|-2}}");
    }

    #[test]
    fn sums_and_order() {
        assert!((&g("^") + &g("^")).geq(&g("^")));
        assert_eq!(&g("*") + &g("*"), Game::zero());
        assert_eq!(&g("*2") + &g("*3"), g("*"));
        assert_eq!(&g("^") + &g("v"), Game::zero());
        assert_eq!(&g("{3|-2}") + &g("1"), g("{4|-1}"));
        assert_eq!(g("*").compare(&Game::zero()), None);
        assert_eq!(g("^").compare(&g("*")), None);
        assert_eq!(g("1/2").compare(&g("^")), Some(Ordering::Greater));
        // A hot switch plus a smaller one.
        let sum = &g("+-2") + &g("+-1");
        assert_eq!(sum.to_string(), "{{3|1}|{-1|-3}}");
    }

    #[test]
    fn stops() {
        let h = g("{5|{2|-1}}");
        assert_eq!(
            (h.left_stop(), h.right_stop()),
            (Q::from_integer(5), Q::from_integer(2))
        );
        assert_eq!(g("^").left_stop(), Q::from_integer(0));
    }

    #[test]
    fn bad_text_is_refused() {
        for text in ["", "{", "{|", "1/3", "x", "{1|2|3}", "*a", "{,|}"] {
            assert!(text.parse::<Game>().is_err(), "{text}");
        }
    }
}
