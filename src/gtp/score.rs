//! Status, safety and scoring commands.

use super::{Engine, Reply};
use crate::{
    go::{ByColor, PointSet, Scoring},
    render::{gfx_safe, gfx_score, gfx_status, point_list},
    score::{DeadStones, Score, score},
    status::{SafetySolver, Status, block_status, dame_points, safe_points},
};

/// `benson`, `static` or `rules`.
fn safety_solver(kind: &str) -> Result<SafetySolver, String> {
    match kind {
        "benson" => Ok(SafetySolver::Benson),
        "static" => Ok(SafetySolver::Static),
        "rules" => Ok(SafetySolver::Rules),
        _ => Err(format!("invalid safety solver: {kind}")),
    }
}

/// A GTP colour: `b`, `black`, `w`, `white`, in any case.
fn parse_color(text: &str) -> Option<crate::go::Color> {
    use crate::go::Color;
    match text.to_ascii_lowercase().as_str() {
        "b" | "black" => Some(Color::Black),
        "w" | "white" => Some(Color::White),
        _ => None,
    }
}

impl Engine {
    /// [`safe_points`] of the position, kept for the next question.
    fn safe(&self, kind: SafetySolver) -> ByColor<PointSet> {
        let key = (self.board.hash(), kind, self.limits);
        if let Some((k, safe)) = *self.safe.borrow()
            && k == key
        {
            return safe;
        }
        let safe = safe_points(&self.board, kind, &self.limits);
        *self.safe.borrow_mut() = Some((key, safe));
        safe
    }

    /// Fuego's `go_safe benson|static [black|white]` (and `rules`): the number of points
    /// proven safe, then the points, for both colours or the one named.
    pub(super) fn go_safe(&mut self, args: &[&str]) -> Reply {
        let usage = "syntax error: go_safe benson|static|rules [black|white]";
        let (kind, color) = match args {
            [kind] => (*kind, None),
            [kind, color] => (*kind, Some(parse_color(color).ok_or(usage)?)),
            _ => return Err(usage.into()),
        };
        let safe = self.safe(safety_solver(kind)?);
        let set = color.map_or(safe.black | safe.white, |c| safe[c]);
        let list = point_list(set);
        Ok(if list.is_empty() {
            "0".to_string()
        } else {
            format!("{} {list}", set.len())
        })
    }

    /// Fuego's `go_safe_gfx benson|static`: the safe points as territory,
    /// the proven dame in magenta, and the counts on the status line.
    pub(super) fn go_safe_gfx(&mut self, args: &[&str]) -> Reply {
        let [kind] = args else {
            return Err("syntax error: go_safe_gfx benson|static|rules".into());
        };
        let safe = self.safe(safety_solver(kind)?);
        let dame = dame_points(&self.board, safe);
        Ok(gfx_safe(&self.board, kind, safe, dame))
    }

    /// Fuego's `go_safe_dame_static`: the proven dame.
    pub(super) fn go_safe_dame_static(&mut self, args: &[&str]) -> Reply {
        if !args.is_empty() {
            return Err("syntax error: go_safe_dame_static takes no argument".into());
        }
        let safe = self.safe(SafetySolver::Static);
        Ok(point_list(dame_points(&self.board, safe)))
    }

    /// Fuego's `static_score tromp_taylor_score|japanese_score`: the score
    /// of the position as it stands (Tromp-Taylor: nothing removed) or under
    /// Japanese rules (dead stones and seki decided by the engine, prisoners
    /// from the record), with the current komi.
    pub(super) fn static_score(&mut self, args: &[&str]) -> Reply {
        let (scoring, dead) = match args {
            ["tromp_taylor_score"] => (Scoring::TrompTaylor, DeadStones::Keep),
            ["japanese_score"] => (Scoring::Territory, DeadStones::Static),
            _ => {
                return Err("syntax error: static_score tromp_taylor_score|japanese_score".into());
            }
        };
        Ok(score(&self.board, scoring, self.rules.komi, dead, &self.limits).result())
    }

    /// The count of the current position by the engine's rules and komi,
    /// dead stones decided by the engine.
    pub(super) fn score(&self) -> Score {
        let key = (
            self.board.hash(),
            self.board.captures(),
            self.rules,
            self.handicap,
        );
        if let Some((k, s)) = &*self.scored.borrow()
            && *k == key
        {
            return s.clone();
        }
        let s = score(
            &self.board,
            self.rules.scoring,
            self.rules.komi,
            DeadStones::Static,
            &self.limits,
        )
        .with_handicap(self.handicap);
        *self.scored.borrow_mut() = Some((key, s.clone()));
        s
    }

    /// `final_status_list alive|dead|seki`: the stones of the blocks of that
    /// status, a block a line, as the scorer counts them (`final_score`):
    /// proven statuses first, the estimate of the dead-stone judge for the
    /// rest, so every block is alive, dead or in seki.
    pub(super) fn final_status_list(&mut self, args: &[&str]) -> Reply {
        let [wanted] = args else {
            return Err("syntax error: final_status_list alive|dead|seki".into());
        };
        let wanted = match *wanted {
            "dead" => Status::Dead,
            "seki" => Status::Seki,
            "alive" => Status::Alive,
            _ => return Err("syntax error: final_status_list alive|dead|seki".to_string()),
        };
        let Some(verdict) = self.score().verdict else {
            return Err("no judgement of the dead stones".into());
        };
        let lines: Vec<String> = verdict
            .blocks
            .iter()
            .filter(|b| b.status == wanted)
            .map(|b| b.stones.to_string())
            .collect();
        Ok(lines.join("\n"))
    }

    /// `block_status V`: the status of the block at V and how it was shown
    /// (`alive benson`, `dead search (12 nodes)`, `unknown none`).
    pub(super) fn block_status(&mut self, args: &[&str]) -> Reply {
        let [v] = args else {
            return Err("syntax error: block_status VERTEX".into());
        };
        let p = self.vertex(v)?;
        let blocks = block_status(&self.board, &self.limits);
        let b = blocks
            .iter()
            .find(|b| b.stones.contains(p))
            .ok_or("vertex is empty")?;
        Ok(format!("{} {}", b.status, b.proof))
    }

    pub(super) fn semeai_gfx_status(&mut self, _: &[&str]) -> Reply {
        Ok(gfx_status(&block_status(&self.board, &self.limits)))
    }

    pub(super) fn semeai_gfx_score(&mut self, _: &[&str]) -> Reply {
        Ok(gfx_score(&self.score()))
    }
}
