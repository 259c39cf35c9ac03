//! Wolf's Basic Seki ("Seki with 2 Liberties per Chain in the game of Go",
//! 2016; docs/seki.md): the encoding of its graph, counting, recognition
//! on a board and generation of positions.
//!
//! A Basic Seki has essential blocks of exactly two liberties and,
//! possibly, negligible blocks in one-point eyes. Its graph (liberties as
//! nodes, essential blocks as edges) is a path or a cycle:
//!
//! ```text
//!  O O O . X X X o     BS1: D8 and D6 are the nodes, the white and the
//!  O O O O X X X o     black block the two edges: a cycle of two nodes,
//!  O O O . X X X o     encoded 1_1 (one white block, one black).
//!  O O O O X X X o
//! ```

mod count;
mod encoding;
mod generate;
mod recognize;

pub use count::{Counts, MAX_ENUMERATED, canonical_parts, count, recurrence};
pub use encoding::{Bundle, Encoding, EncodingError, EncodingErrorKind, Form, Part};
pub use generate::{GenerateError, generate};
pub use recognize::{BasicSeki, Sacrifices, SekiBlock, Verified, basic_seki, clusters};
