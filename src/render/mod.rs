//! The reports of an analysis: text for people ([`Analysis::text`]) and the
//! JSON of docs/json.md for programs ([`Analysis::json`]). Nothing here
//! changes a figure; each renders what the pipeline found.
//!
//! [`Analysis::text`]: crate::Analysis::text
//! [`Analysis::json`]: crate::Analysis::json

mod gfx;
mod json;
mod score;
mod seki;
mod status;
mod svg;
mod text;
mod values;

pub(crate) use gfx::point_list;
pub use gfx::{gfx_games, gfx_liberties, gfx_safe, gfx_score, gfx_status};
pub use seki::{counts_json, counts_text, encoding_json, encoding_text, seki_json, seki_text};
pub use status::{show_text, status_json, status_text};
pub use svg::seki_svg;

use crate::{
    go::{Board, PointSet},
    race::BlockKind,
};

/// A point list, or `-` when empty.
pub(super) fn list(s: PointSet) -> String {
    if s.is_empty() {
        "-".into()
    } else {
        s.to_string()
    }
}

/// The word of a block kind.
pub(super) fn kind_name(k: BlockKind) -> &'static str {
    match k {
        BlockKind::Essential => "essential",
        BlockKind::Nonessential => "nonessential",
        BlockKind::Unknown => "unknown",
    }
}

/// The anchors (first points) of the blocks that make up `stones`.
pub(super) fn anchors(board: &Board, stones: PointSet) -> PointSet {
    stones
        .components()
        .filter_map(|s| s.first())
        .filter(|&p| board.color_at(p).is_some())
        .collect()
}

/// A figure, or `unknown`.
pub(super) fn opt<T: ToString>(x: Option<T>) -> String {
    x.map_or_else(|| "unknown".to_string(), |v| v.to_string())
}
