//! The command table: every command the engine knows, in `list_commands`
//! order, with its arguments, what it answers and its handler. `run`,
//! `known_command` and `list_commands` read this one table, so a command
//! cannot be listed without being run, or run without being listed.

use super::{Engine, Reply};

/// One GTP command.
#[derive(Copy, Clone)]
pub struct Command {
    /// Its name.
    pub name: &'static str,
    /// Its arguments, as GTP writes them (empty when none).
    pub args: &'static str,
    /// What it answers.
    pub help: &'static str,
    /// Its handler.
    pub(super) run: fn(&mut Engine, &[&str]) -> Reply,
}

impl std::fmt::Debug for Command {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        f.debug_struct("Command")
            .field("name", &self.name)
            .field("args", &self.args)
            .finish_non_exhaustive()
    }
}

/// The commands this engine knows, in `list_commands` order.
pub const COMMANDS: &[Command] = &[
    Command {
        name: "protocol_version",
        args: "",
        help: "2",
        run: |_, _| Ok("2".into()),
    },
    Command {
        name: "name",
        args: "",
        help: "semeai",
        run: |_, _| Ok("semeai".into()),
    },
    Command {
        name: "version",
        args: "",
        help: "the crate's version",
        run: |_, _| Ok(env!("CARGO_PKG_VERSION").into()),
    },
    Command {
        name: "known_command",
        args: "COMMAND",
        help: "true when the command is in this table",
        run: |_, args| {
            let known = args
                .first()
                .is_some_and(|c| COMMANDS.iter().any(|k| k.name == *c));
            Ok(known.to_string())
        },
    },
    Command {
        name: "list_commands",
        args: "",
        help: "the commands of this table, one a line",
        run: |_, _| {
            let names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
            Ok(names.join("\n"))
        },
    },
    Command {
        name: "quit",
        args: "",
        help: "ends the session",
        run: |e, _| {
            e.quit = true;
            Ok(String::new())
        },
    },
    Command {
        name: "boardsize",
        args: "N",
        help: "an empty N x N board",
        run: Engine::boardsize,
    },
    Command {
        name: "clear_board",
        args: "",
        help: "an empty board of the same size",
        run: Engine::clear_board,
    },
    Command {
        name: "komi",
        args: "KOMI",
        help: "sets the komi (until the next komi or loadsgf with KM)",
        run: Engine::komi,
    },
    Command {
        name: "play",
        args: "COLOR VERTEX",
        help: "plays a move (or pass) under the engine's rules",
        run: Engine::play,
    },
    Command {
        name: "genmove",
        args: "COLOR",
        help: "plays the move that keeps the sum of the local games' values (docs/values.md); an error when a game has none",
        run: Engine::genmove,
    },
    Command {
        name: "semeai_values",
        args: "",
        help: "the value of every local game and of their sum, each side's result and move",
        run: Engine::semeai_values,
    },
    Command {
        name: "undo",
        args: "",
        help: "takes back the last move played (or replayed from a record)",
        run: |e, _| {
            e.board
                .undo()
                .map(|_| String::new())
                .ok_or_else(|| "cannot undo".to_string())
        },
    },
    Command {
        name: "loadsgf",
        args: "FILE [MOVE_NUMBER|VERTEX]",
        help: "the record's position before that move (or at its end); answers the colour to move",
        run: Engine::loadsgf,
    },
    Command {
        name: "showboard",
        args: "",
        help: "the position as an ASCII diagram",
        run: |e, _| Ok(format!("\n{}", crate::io::write_ascii(&e.board).trim_end())),
    },
    Command {
        name: "unconditional_status",
        args: "VERTEX",
        help: "GNU Go's unconditional status: alive, dead, black_territory, white_territory or undecided",
        run: Engine::unconditional_status,
    },
    Command {
        name: "final_status_list",
        args: "alive|dead|seki",
        help: "the blocks of that status as the count judges them, one a line",
        run: Engine::final_status_list,
    },
    Command {
        name: "final_score",
        args: "",
        help: "the count of the position under the engine's rules and komi (B+3.5, W+0.5, 0)",
        run: |e, _| Ok(e.score().result()),
    },
    Command {
        name: "go_safe",
        args: "benson|static|rules [black|white]",
        help: "Fuego's: the number of points proven safe, then the points",
        run: Engine::go_safe,
    },
    Command {
        name: "go_safe_gfx",
        args: "benson|static|rules",
        help: "the safe points and the proven dame as GoGui graphics",
        run: Engine::go_safe_gfx,
    },
    Command {
        name: "go_safe_dame_static",
        args: "",
        help: "Fuego's: the proven dame",
        run: Engine::go_safe_dame_static,
    },
    Command {
        name: "static_score",
        args: "tromp_taylor_score|japanese_score",
        help: "Fuego's: the score as the position stands, or under Japanese rules",
        run: Engine::static_score,
    },
    Command {
        name: "block_status",
        args: "VERTEX",
        help: "the block's status and how it was shown (alive benson, dead search (12 nodes))",
        run: Engine::block_status,
    },
    Command {
        name: "analyze_semeai",
        args: "A B",
        help: "GNU Go's: RA RB MOVE, A's colour moving first (1 yes, 0 no, 2 and 3 ko)",
        run: Engine::analyze_semeai,
    },
    Command {
        name: "semeai_json",
        args: "[A B]",
        help: "the analysis as JSON on one line (pair mode with two vertices)",
        run: Engine::semeai_json,
    },
    Command {
        name: "semeai_text",
        args: "[A B]",
        help: "the analysis as text",
        run: Engine::semeai_text,
    },
    Command {
        name: "semeai_gfx_games",
        args: "",
        help: "GoGui graphics: local games by class",
        run: Engine::semeai_gfx_games,
    },
    Command {
        name: "semeai_gfx_liberties",
        args: "",
        help: "GoGui graphics: liberties by kind",
        run: Engine::semeai_gfx_liberties,
    },
    Command {
        name: "semeai_gfx_status",
        args: "",
        help: "GoGui graphics: every block's status",
        run: Engine::semeai_gfx_status,
    },
    Command {
        name: "semeai_gfx_score",
        args: "",
        help: "GoGui graphics: territory, dead stones and seki of the count",
        run: Engine::semeai_gfx_score,
    },
    Command {
        name: "gogui-analyze_commands",
        args: "",
        help: "GoGui's list of the analyze commands above",
        run: |_, _| Ok(GOGUI_COMMANDS.join("\n")),
    },
];

/// GoGui's analyze commands, as `gogui-analyze_commands` lists them.
const GOGUI_COMMANDS: &[&str] = &[
    "gfx/Semeai: local games by class/semeai_gfx_games",
    "gfx/Semeai: liberties by kind/semeai_gfx_liberties",
    "gfx/Semeai: block status/semeai_gfx_status",
    "gfx/Semeai: score (territory, dead, seki)/semeai_gfx_score",
    "gfx/Go Safe Benson/go_safe_gfx benson",
    "gfx/Go Safe Static/go_safe_gfx static",
    "gfx/Go Safe Static Rules/go_safe_gfx rules",
    "plist/Go Safe Dame Static/go_safe_dame_static",
    "string/Static Score Tromp-Taylor/static_score tromp_taylor_score",
    "string/Static Score Japanese/static_score japanese_score",
    "string/Semeai: analysis/semeai_text",
    "string/Semeai: endgame values/semeai_values",
];

#[cfg(test)]
mod tests {
    use super::{COMMANDS, GOGUI_COMMANDS};

    #[test]
    fn names_are_unique_and_gogui_asks_only_known_commands() {
        let mut names: Vec<&str> = COMMANDS.iter().map(|c| c.name).collect();
        names.sort_unstable();
        names.dedup();
        assert_eq!(names.len(), COMMANDS.len());
        for line in GOGUI_COMMANDS {
            let command = line.rsplit('/').next().and_then(|c| c.split(' ').next());
            assert!(
                command.is_some_and(|c| names.contains(&c)),
                "{line}: not a command"
            );
        }
    }

    #[test]
    fn the_gtp_guide_lists_every_command() {
        let guide = include_str!("../../docs/gtp.md");
        for c in COMMANDS {
            assert!(
                guide.contains(&format!("`{}", c.name)),
                "docs/gtp.md: no `{}`",
                c.name
            );
        }
    }
}
