//! The board commands: size, clearing, komi, moves, records.

use std::path::Path;

use super::{Engine, Reply};
use crate::{
    go::{Board, BoardSize, Color, Move, Point},
    io::Until,
    life::unconditional_status,
};

impl Engine {
    pub(super) fn boardsize(&mut self, args: &[&str]) -> Reply {
        let n: usize = args
            .first()
            .and_then(|n| n.parse().ok())
            .ok_or("syntax error: boardsize needs a number")?;
        let size = BoardSize::new(n, n).ok_or("unacceptable size")?;
        self.handicap = 0;
        self.board = self.empty_board(size);
        Ok(String::new())
    }

    pub(super) fn clear_board(&mut self, _: &[&str]) -> Reply {
        self.handicap = 0;
        self.board = self.empty_board(self.board.size());
        Ok(String::new())
    }

    pub(super) fn komi(&mut self, args: &[&str]) -> Reply {
        let k = args.first().ok_or("syntax error: komi needs a number")?;
        self.rules.komi = k.parse().map_err(|e| format!("syntax error: {e}"))?;
        self.board.set_rules(self.rules);
        Ok(String::new())
    }

    /// An empty board of `size` under the engine's rules.
    fn empty_board(&self, size: BoardSize) -> Board {
        let mut board = Board::empty(size);
        board.set_rules(self.rules);
        board
    }

    pub(super) fn vertex(&self, text: &str) -> Result<Point, String> {
        self.board
            .size()
            .parse_gtp(text)
            .map_err(|e| format!("syntax error: {e}"))
    }

    pub(super) fn play(&mut self, args: &[&str]) -> Reply {
        let [color, vertex] = args else {
            return Err("syntax error: play COLOR VERTEX".into());
        };
        let color = Color::from_gtp(color).ok_or("syntax error: no such colour")?;
        let mv = if vertex.eq_ignore_ascii_case("pass") {
            Move::Pass
        } else {
            Move::Place(self.vertex(vertex)?)
        };
        self.board
            .try_play(color, mv)
            .map(|_| String::new())
            .map_err(|e| format!("illegal move: {e}"))
    }

    /// `loadsgf FILE [N|V]`: the position before move number N (GTP 2), or
    /// before the first move at vertex V (GNU Go), or at the end.
    pub(super) fn loadsgf(&mut self, args: &[&str]) -> Reply {
        let (file, until) = match args {
            [file] => (file, Until::End),
            [file, n] if n.starts_with(|c: char| c.is_ascii_digit()) => {
                let n = n
                    .parse()
                    .ok()
                    .filter(|&n| n > 0)
                    .ok_or("syntax error: loadsgf FILE [MOVE_NUMBER|VERTEX]")?;
                (file, Until::MoveNumber(n))
            }
            [file, v] => (
                file,
                Until::Vertex(Point::from_gtp(v).map_err(|e| format!("syntax error: {e}"))?),
            ),
            _ => return Err("syntax error: loadsgf FILE [MOVE_NUMBER|VERTEX]".into()),
        };
        let (board, info) = crate::io::load_record(Path::new(file), until)
            .map_err(|e| format!("cannot load file: {e}"))?;
        // As GNU Go: the record's komi holds until a `komi` command.
        if let Some(komi) = info.komi {
            self.rules.komi = komi;
        }
        self.handicap = info.handicap;
        self.board = board;
        self.board.set_rules(self.rules);
        Ok(self.board.to_move().name().to_string())
    }

    /// GNU Go's `unconditional_status V`: `alive`, `dead`, `black_territory`,
    /// `white_territory` or `undecided`.
    pub(super) fn unconditional_status(&mut self, args: &[&str]) -> Reply {
        let [v] = args else {
            return Err("syntax error: unconditional_status VERTEX".into());
        };
        let p = self.vertex(v)?;
        Ok(unconditional_status(&self.board)(p).word().to_string())
    }
}
