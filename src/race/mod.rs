//! Steps 1-3 of Müller's method (1999 §2-5): the partition of the board into
//! safe blocks, safe territory and local games; the classification of each
//! local game (blocks, liberties, eyes, classes 0-8); the static evaluation
//! of classes 0-2 by the paper's formula; and the result type that the static
//! evaluator and the search share.

mod class;
mod classify;
mod first_movers;
mod formula;
mod outcome;
mod partition;
mod result;

pub use class::Class;
pub use classify::{BlockKind, Eye, GameBlock, LocalGame, Side, classify};
pub use first_movers::{FirstMovers, first_movers};
pub use formula::{EyeCount, Formula, Race, evaluate, formula_estimate, formula_evaluation};
pub use outcome::Outcome;
pub use partition::{PairError, Partition, partition, partition_around, partition_pair};
pub(crate) use partition::{partition_pair_with, short_neighbours};
pub use result::{Method, RaceResult};
