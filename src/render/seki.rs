//! Reports of Basic Seki (docs/scoring.md): the seki found on a board, an
//! encoding read, the counts of docs/seki.md.

use serde_json::{Value, json};

use super::{json::vertices, list};
use crate::{
    go::Board,
    io,
    seki::{BasicSeki, Counts, Encoding, Sacrifices, Verified, clusters},
};

fn verified_text(v: Verified) -> String {
    match v {
        Verified::Structure => "by its structure only".into(),
        Verified::Search(n) => format!("by search ({n} nodes)"),
        Verified::Unknown => "unknown (search past its budget)".into(),
    }
}

fn plural(n: usize, one: &str, many: &str) -> String {
    format!("{n} {}", if n == 1 { one } else { many })
}

/// The Basic Seki of a board for people: the board, then each cluster and
/// its parts with their blocks.
#[must_use]
pub fn seki_text(board: &Board, seki: &[BasicSeki]) -> String {
    let mut out = format!("{} board\n", board.size());
    out.push_str(&io::write_ascii(board));
    if seki.is_empty() {
        out.push_str("no Basic Seki\n");
        return out;
    }
    let cl = clusters(seki);
    out.push_str(&format!(
        "{} in {}\n",
        plural(seki.len(), "Basic Seki part", "Basic Seki parts"),
        plural(cl.len(), "cluster", "clusters")
    ));
    for (i, enc) in cl.iter().enumerate() {
        out.push_str(&format!(
            "cluster {}: {enc} (topology {}), {}, {} black and {} white\n",
            i + 1,
            enc.topology(),
            plural(enc.liberties(), "liberty", "liberties"),
            enc.blocks().black,
            enc.blocks().white,
        ));
        for s in seki.iter().filter(|s| s.cluster == i) {
            out.push_str(&format!(
                "  {} {}, topology {}, verified {}{}\n",
                s.part.form.word(),
                s.part,
                s.topology(),
                verified_text(s.verified),
                match s.sacrifices {
                    Sacrifices::NotRun => "",
                    Sacrifices::Held => ", no sacrifice wins",
                    Sacrifices::Unfinished => ", sacrifices not all followed (budget)",
                }
            ));
            let nodes: Vec<String> = s.nodes.iter().map(ToString::to_string).collect();
            out.push_str(&format!("    liberties  {}\n", nodes.join(" ")));
            for b in &s.blocks {
                out.push_str(&format!(
                    "    {:<5} {:<4} {:>3} stones, liberties {} {}\n",
                    b.color.name(),
                    b.stones.first().map(|p| p.to_string()).unwrap_or_default(),
                    b.stones.len(),
                    b.liberties[0],
                    b.liberties[1],
                ));
            }
            let negligible = s.negligible_stones();
            if !negligible.is_empty() {
                out.push_str(&format!("    negligible {}\n", list(negligible)));
            }
        }
    }
    out
}

/// The Basic Seki of a board as docs/scoring.md's JSON.
#[must_use]
pub fn seki_json(seki: &[BasicSeki]) -> Value {
    let list: Vec<Value> = seki
        .iter()
        .map(|s| {
            let b = s.part.blocks();
            let mut v = json!({
                "encoding": s.part.to_string(),
                "topology": s.topology().to_string(),
                "form": s.part.form.word(),
                "liberties": s.nodes.len(),
                "black_blocks": b.black,
                "white_blocks": b.white,
                "nodes": s.nodes.iter().map(ToString::to_string).collect::<Vec<_>>(),
                "blocks": s.blocks.iter().map(|b| json!({
                    "colour": b.color.name(),
                    "stones": vertices(b.stones),
                    "liberties": [b.liberties[0].to_string(), b.liberties[1].to_string()],
                })).collect::<Vec<_>>(),
                "negligible": s.negligible.iter().map(|&n| vertices(n)).collect::<Vec<_>>(),
                "cluster": s.cluster + 1,
                "verified": s.verified.word(),
                "sacrifices": s.sacrifices.word(),
            });
            if let Verified::Search(n) = s.verified {
                v["search_nodes"] = json!(n);
            }
            v
        })
        .collect();
    let clusters: Vec<String> = clusters(seki).iter().map(ToString::to_string).collect();
    json!({ "seki": list, "clusters": clusters })
}

/// An encoding read by `semeai seki --encode`: its canonical forms, parts
/// and counts, as text.
#[must_use]
pub fn encoding_text(given: &str, e: &Encoding) -> String {
    let b = e.blocks();
    let mut out = format!("encoding   {e}   (given: {})\n", given.trim());
    out.push_str(&format!("topology   {}\n", e.topology()));
    out.push_str(&format!(
        "liberties  {}\nblocks     {} black, {} white\n",
        e.liberties(),
        b.black,
        b.white
    ));
    if e.parts.len() > 1 {
        for p in &e.parts {
            let b = p.blocks();
            out.push_str(&format!(
                "  part {} ({}): {} liberties, {} black, {} white blocks\n",
                p.canonical(),
                p.form.word(),
                p.liberties(),
                b.black,
                b.white
            ));
        }
    } else {
        out.push_str(&format!("form       {}\n", e.parts[0].form.word()));
    }
    out
}

/// An encoding read by `semeai seki --encode`, as JSON.
#[must_use]
pub fn encoding_json(given: &str, e: &Encoding) -> Value {
    let b = e.blocks();
    let parts: Vec<Value> = e
        .parts
        .iter()
        .map(|p| {
            let b = p.blocks();
            json!({
                "encoding": p.canonical().to_string(),
                "topology": p.topology().to_string(),
                "form": p.form.word(),
                "liberties": p.liberties(),
                "black_blocks": b.black,
                "white_blocks": b.white,
            })
        })
        .collect();
    json!({
        "given": given,
        "encoding": e.to_string(),
        "topology": e.topology().to_string(),
        "liberties": e.liberties(),
        "black_blocks": b.black,
        "white_blocks": b.white,
        "parts": parts,
    })
}

/// The counts of docs/seki.md for one number of liberties, as text.
#[must_use]
pub fn counts_text(c: &Counts) -> String {
    [
        format!("liberties n                            {}", c.liberties),
        format!("a_n by the recurrence (OEIS A006356)   {}", c.recurrence),
        format!("a_n by enumeration                     {}", c.sequences),
        format!("linear, colours kept                   {}", c.linear),
        format!("paper's estimate a_n (2^(n-2) - 1)     {}", c.estimate),
        format!(
            "linear, up to colour switch            {}",
            c.linear_topologies
        ),
        format!("circular, colours kept                 {}", c.circular),
        format!(
            "circular, up to colour switch          {}",
            c.circular_topologies
        ),
    ]
    .join("\n")
        + "\n"
}

/// The counts of docs/seki.md as JSON.
#[must_use]
pub fn counts_json(c: &Counts) -> Value {
    json!({
        "liberties": c.liberties,
        "recurrence": c.recurrence.to_string(),
        "sequences": c.sequences,
        "linear": c.linear,
        "estimate": c.estimate.to_string(),
        "linear_topologies": c.linear_topologies,
        "circular": c.circular,
        "circular_topologies": c.circular_topologies,
    })
}
