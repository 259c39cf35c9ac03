//! The status of every block, as text and as JSON (`semeai status`).

use serde_json::{Value, json};

use crate::{go::Board, io::write_ascii, status::BlockStatus};

/// The position, then a line for each block: colour, anchor, stones,
/// status and how it was shown.
#[must_use]
pub fn status_text(board: &Board, blocks: &[BlockStatus]) -> String {
    let mut out = heading(board, blocks.len(), "status     shown by");
    for b in blocks {
        out.push_str(&format!(
            "  {:<6}  {:<5}  {:>6}  {:<9}  {}\n",
            b.color.name(),
            b.anchor().to_string(),
            b.stones.len(),
            b.status.word(),
            b.proof
        ));
    }
    out
}

/// `{"blocks": [...]}`: each block's anchor, colour, stones, status, how it
/// was shown and the moves that decide an unsettled block.
#[must_use]
pub fn status_json(blocks: &[BlockStatus]) -> Value {
    let list: Vec<Value> = blocks
        .iter()
        .map(|b| {
            json!({
                "vertex": b.anchor().to_string(),
                "color": b.color.name(),
                "stones": b.stones.iter().map(|p| p.to_string()).collect::<Vec<_>>(),
                "status": b.status.word(),
                "reason": b.proof.to_string(),
                "moves": {
                    "black": b.moves.black.map(|m| m.to_string()),
                    "white": b.moves.white.map(|m| m.to_string()),
                },
            })
        })
        .collect();
    json!({ "blocks": list })
}

/// The position with its coordinates, and a line for each block: colour,
/// anchor, stones and liberties (`semeai show`).
#[must_use]
pub fn show_text(board: &Board) -> String {
    let blocks = board.blocks();
    let mut out = heading(board, blocks.len(), "liberties");
    for block in blocks {
        out.push_str(&format!(
            "  {:<6}  {:<5}  {:>6}  {:>9}\n",
            block.color.name(),
            block.anchor().to_string(),
            block.stones.len(),
            block.liberties.len()
        ));
    }
    out
}

/// The position with its coordinates, the number of blocks and the head of
/// their table (`columns` after colour, block and stones).
fn heading(board: &Board, blocks: usize, columns: &str) -> String {
    let mut out = format!(
        "{} board, {} to move\n",
        board.size(),
        board.to_move().title()
    );
    out.push_str(&write_ascii(board));
    out.push_str(&format!("{blocks} blocks\n"));
    if blocks > 0 {
        out.push_str(&format!("  colour  block  stones  {columns}\n"));
    }
    out
}
