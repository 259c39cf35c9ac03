//! Short games in canonical form (`semeai::cgt::Game`), checked against a
//! second, simple-minded implementation: game trees as given, compared by
//! the definition alone (`G >= H` unless some `G^R <= H` or some
//! `H^L >= G`), with no simplification. On random trees: the canonical form
//! equals the tree as a value, has no dominated and no reversible option,
//! and sums, negation, the notation and the thermograph keep the laws of
//! the theory.

use proptest::prelude::*;
use semeai::cgt::{Game, Q};

/// A game tree as given.
#[derive(Clone, Debug)]
struct Tree {
    left: Vec<Tree>,
    right: Vec<Tree>,
}

/// `g >= h` by the definition.
fn geq(g: &Tree, h: &Tree) -> bool {
    !g.right.iter().any(|r| geq(h, r)) && !h.left.iter().any(|l| geq(l, g))
}

fn equal(g: &Tree, h: &Tree) -> bool {
    geq(g, h) && geq(h, g)
}

/// The tree of a game's options (its canonical form as a tree).
fn tree(g: &Game) -> Tree {
    Tree {
        left: g.left().iter().map(tree).collect(),
        right: g.right().iter().map(tree).collect(),
    }
}

/// The game of a tree, simplified option by option.
fn game(t: &Tree) -> Game {
    Game::new(
        t.left.iter().map(game).collect(),
        t.right.iter().map(game).collect(),
    )
}

fn sum(g: &Tree, h: &Tree) -> Tree {
    Tree {
        left: g
            .left
            .iter()
            .map(|l| sum(l, h))
            .chain(h.left.iter().map(|l| sum(g, l)))
            .collect(),
        right: g
            .right
            .iter()
            .map(|r| sum(r, h))
            .chain(h.right.iter().map(|r| sum(g, r)))
            .collect(),
    }
}

fn trees() -> impl Strategy<Value = Tree> {
    let leaf = Just(Tree {
        left: vec![],
        right: vec![],
    });
    leaf.prop_recursive(4, 64, 4, |inner| {
        (
            prop::collection::vec(inner.clone(), 1..4),
            prop::collection::vec(inner, 0..4),
        )
            .prop_map(|(left, right)| Tree { left, right })
    })
}

proptest! {
    #![proptest_config(ProptestConfig::with_cases(1000))]

    #[test]
    fn the_canonical_form_is_the_same_game(t in trees()) {
        let g = game(&t);
        prop_assert!(equal(&tree(&g), &t), "{g} is not {t:?}");
    }

    #[test]
    fn the_canonical_form_has_no_dominated_or_reversible_option(t in trees()) {
        let g = game(&t);
        let c = tree(&g);
        for (i, a) in c.left.iter().enumerate() {
            for (j, b) in c.left.iter().enumerate() {
                prop_assert!(i == j || !geq(b, a), "{g}: a dominated Left option");
            }
            prop_assert!(!a.right.iter().any(|ar| geq(&c, ar)), "{g}: a reversible Left option");
        }
        for (i, a) in c.right.iter().enumerate() {
            for (j, b) in c.right.iter().enumerate() {
                prop_assert!(i == j || !geq(a, b), "{g}: a dominated Right option");
            }
            prop_assert!(!a.left.iter().any(|al| geq(al, &c)), "{g}: a reversible Right option");
        }
        // Idempotent: the canonical form of the canonical form.
        prop_assert_eq!(game(&c), g);
    }

    #[test]
    fn sums_follow_the_definition_and_its_laws(a in trees(), b in trees(), c in trees()) {
        let (g, h, k) = (game(&a), game(&b), game(&c));
        prop_assert!(equal(&tree(&(&g + &h)), &sum(&a, &b)));
        prop_assert_eq!(&g + &h, &h + &g);
        prop_assert_eq!(&(&g + &h) + &k, &g + &(&h + &k));
        prop_assert!((&g - &g).is_zero());
        prop_assert_eq!(-(-g.clone()), g.clone());
        // The order agrees with the definition.
        prop_assert_eq!(g.geq(&h), geq(&a, &b));
    }

    #[test]
    fn the_notation_round_trips(t in trees()) {
        let g = game(&t);
        let text = g.to_string();
        let back: Game = text.parse().map_err(|e| TestCaseError::fail(format!("{text}: {e}")))?;
        prop_assert_eq!(back, g);
    }

    /// Colour swap negates the mean and keeps the temperature; means add,
    /// and a sum is no hotter than its hottest part (Winning Ways, ch. 6).
    #[test]
    fn thermographs_keep_the_laws(a in trees(), b in trees()) {
        let (g, h) = (game(&a), game(&b));
        let (tg, th) = (g.thermograph(), h.thermograph());
        let neg = (-g.clone()).thermograph();
        prop_assert_eq!(neg.mean, -tg.mean);
        prop_assert_eq!(neg.temperature, tg.temperature);
        let s = (&g + &h).thermograph();
        prop_assert_eq!(s.mean, tg.mean + th.mean);
        prop_assert!(s.temperature <= tg.temperature.max(th.temperature));
        // The stops lie between the walls at temperature 0.
        prop_assert!(g.right_stop() <= g.left_stop());
    }
}

#[test]
fn values_of_the_books() {
    let g = |s: &str| s.parse::<Game>().unwrap();
    // Named values and their sums.
    assert_eq!((&g("^") + &g("^")).to_string(), "^^");
    assert_eq!((&g("*") + &g("*2")).to_string(), "*3");
    assert_eq!((&g("1/2") + &g("1/2")).to_string(), "1");
    assert_eq!(g("{1|0}").temperature(), Q::new(1, 2));
    assert_eq!(g("{1|0}").mean(), Q::new(1, 2));
    assert!(g("^").compare(&g("*")).is_none());
}

#[test]
#[ignore = "prints a sample of the generated games"]
fn sample() {
    use proptest::strategy::ValueTree;
    let mut runner = proptest::test_runner::TestRunner::default();
    for _ in 0..30 {
        let t = trees().new_tree(&mut runner).unwrap().current();
        println!("{}", game(&t));
    }
}
