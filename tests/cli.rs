//! The `semeai` binary end to end: output on good input, one clear error line
//! and a non-zero exit on bad input.

mod common;

use std::process::Output;

fn semeai(args: &[&str], stdin: &str) -> Output {
    common::run_semeai(args, stdin)
}

fn stdout(o: &Output) -> String {
    String::from_utf8(o.stdout.clone()).expect("utf-8 output")
}

fn stderr(o: &Output) -> String {
    String::from_utf8(o.stderr.clone()).expect("utf-8 output")
}

#[test]
fn show_the_shipped_example() {
    let o = semeai(&["show", "examples/corner-race.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("show_corner_race", stdout(&o));
}

#[test]
fn show_reads_standard_input_and_sgf() {
    let o = semeai(
        &["show", "-"],
        "(;GM[1]FF[4]SZ[9:5]AB[cc][dc]AW[cb][db][ec];B[ed];W[fc])",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("show_stdin_sgf", stdout(&o));
}

#[test]
fn show_writes_sgf_that_reads_back() {
    let o = semeai(&["show", "--sgf", "examples/corner-race.txt"], "");
    assert!(o.status.success());
    let sgf = stdout(&o);
    let back = semeai(&["show", "-"], &sgf);
    let direct = semeai(&["show", "examples/corner-race.txt"], "");
    assert_eq!(stdout(&back), stdout(&direct));
}

#[test]
fn bad_input_gives_one_error_line_and_exit_1() {
    let cases: &[(&[&str], &str, &str)] = &[
        (
            &["show", "no/such/file.sgf"],
            "",
            "semeai: no/such/file.sgf: cannot read: ",
        ),
        (
            &["show", "-"],
            "(;SZ[9]AB[jj])",
            "semeai: <stdin>: node 0: AB[jj]: point off the 9x9 board",
        ),
        (
            &["show", "-"],
            "(;SZ[21])",
            "semeai: <stdin>: node 0: board size 21x21 is not supported",
        ),
        (
            &["show", "-"],
            "(;SZ[9]AB[aa",
            "semeai: <stdin>: SGF syntax error: ",
        ),
        (
            &["show", "-"],
            ". . .\n. Z .\n",
            "semeai: <stdin>: line 2, column 3: 'Z' is not a point",
        ),
        (
            &["show", "-"],
            "X O\nO .\n",
            "semeai: <stdin>: the black block at A2 (1 stone) has no liberties",
        ),
        (
            &["show", "-"],
            "(;SZ[9]AB[a\nb])",
            "semeai: <stdin>: node 0: AB[a\\nb]: not a list of points",
        ),
        (
            &["show", "-"],
            "(;SZ[5];B[cc];W[cc])",
            "semeai: <stdin>: node 2: white C3: C3 is occupied",
        ),
        (
            &["show", "-"],
            "",
            "semeai: <stdin>: no position: the input is empty",
        ),
    ];
    for (args, input, expected) in cases {
        let o = semeai(args, input);
        let err = stderr(&o);
        assert_eq!(o.status.code(), Some(1), "{args:?} {input:?}: {err}");
        assert!(err.starts_with(expected), "{input:?}: got {err:?}");
        assert_eq!(err.lines().count(), 1, "one line: {err:?}");
        assert!(stdout(&o).is_empty());
    }
}

#[test]
fn usage_errors_exit_2() {
    let o = semeai(&["frobnicate"], "");
    assert_eq!(o.status.code(), Some(2));
    let o = semeai(&["show"], "");
    assert_eq!(o.status.code(), Some(2));
}

#[test]
fn analyze_the_shipped_example_as_text_and_json() {
    let o = semeai(&["analyze", "examples/corner-race.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("analyze_corner_race", stdout(&o));
    let o = semeai(
        &[
            "analyze",
            "--json",
            "--pair",
            "B1",
            "C1",
            "examples/corner-race.txt",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(json["size"], serde_json::json!([9, 9]));
    assert_eq!(json["to_move"], "white");
    assert_eq!(json["games"].as_array().map(Vec::len), Some(1));
    let game = &json["games"][0];
    assert_eq!(game["class"], 1);
    assert_eq!(
        game["black_essential"],
        serde_json::json!(["B1", "A2", "B2"])
    );
    assert_eq!(game["black"]["eye"]["size"], 1);
    assert_eq!(game["black"]["liberties"], 1);
    assert_eq!(game["white"]["eye"], serde_json::Value::Null);
    assert_eq!(game["shared"], 2);
    let result = &game["result"];
    assert_eq!(result["method"], "static");
    // White's block has no outside liberty and cannot approach Black's eye:
    // Black wins whoever moves first.
    assert_eq!(result["black_first"], "black");
    assert_eq!(result["white_first"], "black");
    assert_eq!(result["winner"], "black");
    assert_eq!(result["best_move"]["black"], "PASS");
    snapshot!("analyze_corner_race_json", stdout(&o));
}

#[test]
fn analyze_names_a_bad_pair() {
    for (pair, message) in [
        (
            ["E5", "B1"],
            "examples/corner-race.txt: --pair: E5 is empty",
        ),
        (["B1", "B2"], "B1 and B2 are stones of the same colour"),
        (["B1", "Z9"], "'Z9' is not a vertex"),
        (["B1", "K10"], "K10"),
    ] {
        let o = semeai(
            &[
                "analyze",
                "--pair",
                pair[0],
                pair[1],
                "examples/corner-race.txt",
            ],
            "",
        );
        assert_eq!(o.status.code(), Some(1));
        let err = stderr(&o);
        assert!(
            err.starts_with("semeai: ") && err.contains(message),
            "{err}"
        );
        assert_eq!(err.lines().count(), 1, "{err}");
    }
}

/// The README's main command.
#[test]
fn analyze_the_four_corners_example() {
    let o = semeai(&["analyze", "examples/four-corners.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    let classes: Vec<&str> = text.lines().filter(|l| l.starts_with("game ")).collect();
    assert_eq!(classes.len(), 4, "{text}");
    snapshot!("analyze_four_corners", text);
}

/// `--no-reductions` searches without the exact reductions: the same
/// figures, and more nodes.
#[test]
fn analyze_without_reductions_gives_the_same_figures() {
    let nodes = |text: &str| -> u64 {
        let line = text
            .lines()
            .find(|l| l.contains("result (search, "))
            .expect("searched");
        line.split("search, ")
            .nth(1)
            .and_then(|r| r.split(' ').next())
            .expect("a count")
            .parse()
            .expect("a number")
    };
    let figures = |text: &str| -> String {
        text.lines()
            .filter(|l| !l.contains("result (search, "))
            .collect::<Vec<_>>()
            .join("\n")
    };
    for file in [
        "tests/problems/c3-outside-not-plain.txt",
        "tests/problems/c4-ko.txt",
        "tests/problems/c4-big-eye.txt",
    ] {
        let text = std::fs::read_to_string(file).expect("the problem");
        let line = text
            .lines()
            .find_map(|l| l.split("pair:").nth(1))
            .expect("a pair line");
        let pair: Vec<&str> = line.split_whitespace().collect();
        let with = semeai(&["analyze", "--pair", pair[0], pair[1], file], "");
        let without = semeai(
            &[
                "analyze",
                "--no-reductions",
                "--pair",
                pair[0],
                pair[1],
                file,
            ],
            "",
        );
        assert!(with.status.success() && without.status.success(), "{file}");
        let (with, without) = (stdout(&with), stdout(&without));
        assert_eq!(figures(&with), figures(&without), "{file}");
        assert!(
            nodes(&with) < nodes(&without),
            "{file}: {} against {}",
            nodes(&with),
            nodes(&without)
        );
    }
}

#[test]
fn status_of_every_block_as_text_and_json() {
    // X lives by Benson (A6, C6-F6); O's stone D6 inside is dead; O's wall
    // is not shown either way.
    let diagram = ". X . O . . X O . .
                   X X X X X X X O . .
                   O O O O O O O O . .
                   . . . . . . . . . .
                   . . . . . . . . . .
                   . . . . . . . . . .";
    let o = semeai(&["status", "-"], diagram);
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("  black   A5          9  alive      benson\n"),
        "{text}"
    );
    assert!(
        text.contains("  white   A4         10  unknown    none\n"),
        "{text}"
    );
    assert!(
        text.contains("  white   D6          1  dead       benson\n"),
        "{text}"
    );
    let o = semeai(&["status", "--json", "-"], diagram);
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let blocks = v["blocks"].as_array().unwrap();
    let d6 = blocks.iter().find(|b| b["vertex"] == "D6").unwrap();
    assert_eq!(
        (d6["color"].as_str(), d6["status"].as_str()),
        (Some("white"), Some("dead"))
    );
    let o = semeai(&["status", "--move", "0", "examples/corner-race.txt"], "");
    assert_eq!(o.status.code(), Some(1));
    let o = semeai(&["status", "no/such/file.sgf"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("semeai: no/such/file.sgf: cannot read"),
        "{}",
        stderr(&o)
    );
}

#[test]
fn score_the_shipped_finished_game() {
    // KM[6.5] and RU[Japanese] come from the record.
    let o = semeai(&["score", "examples/finished-9x9.sgf"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("score_finished_9x9", stdout(&o));
    let o = semeai(
        &[
            "score",
            "--json",
            "--rules",
            "chinese",
            "--komi",
            "7.5",
            "examples/finished-9x9.sgf",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(json["rules"], "chinese");
    assert_eq!(json["komi"], 7.5);
    assert_eq!(json["dead"], serde_json::json!(["D2", "C7"]));
    assert_eq!(
        json["black"]["score"].as_u64().unwrap() + json["white"]["score"].as_u64().unwrap(),
        81
    );
    assert_eq!(json["result"], "W+2.5");
    // The players' own dead list: none, so Tromp-Taylor's count of the board.
    let o = semeai(
        &[
            "score",
            "--dead",
            "",
            "--rules",
            "tt",
            "examples/finished-9x9.sgf",
        ],
        "",
    );
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(stdout(&o).contains("result: W+7.5"), "{}", stdout(&o));
}

#[test]
fn score_names_bad_input() {
    for (args, input, wanted) in [
        (
            vec!["score", "--dead", "C3", "-"],
            ". X\nO .",
            "--dead C3: ",
        ),
        (
            vec!["score", "--dead", "B1", "-"],
            ". X\nO .",
            "--dead B1: no stone at B1",
        ),
        (
            vec!["score", "--move", "0", "-"],
            ". X\nO .",
            "--move: moves are numbered from 1",
        ),
        (
            vec!["score", "--rules", "tromp-taylor", "-"],
            "(;GM[1]FF[4]SZ[4:2]AB[ba][ab]AW[ca][bb][db];B[cb];W[bb])",
            "move 2 (W B1): repeats the position after move 0",
        ),
        (vec!["score", "-"], "(;GM[1]SZ[9]KM[six];B[cc])", "KM"),
    ] {
        let o = semeai(&args, input);
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        let err = stderr(&o);
        assert!(err.contains(wanted), "{args:?}: {err}");
        assert_eq!(err.lines().count(), 1, "{err}");
        assert!(stdout(&o).is_empty());
    }
}

#[test]
fn seki_of_a_position_as_text_and_json() {
    let o = semeai(&["seki", "tests/scoring/seki-bs4.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    snapshot!("seki_bs4", stdout(&o));
    let o = semeai(&["seki", "--json", "tests/scoring/seki-bs3.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    let s = &v["seki"][0];
    assert_eq!(s["encoding"], "2_1");
    assert_eq!(s["form"], "circular");
    assert_eq!(
        (s["black_blocks"].as_u64(), s["white_blocks"].as_u64()),
        (Some(1), Some(2))
    );
    assert_eq!(s["nodes"], serde_json::json!(["C5", "C6"]));
    assert_eq!(s["verified"], "search");
    assert_eq!(v["clusters"], serde_json::json!(["2_1"]));
    // No seki: an empty list, and the text says so.
    let o = semeai(&["seki", "-"], ". X O .\nX X O O\n");
    assert!(stdout(&o).ends_with("no Basic Seki\n"), "{}", stdout(&o));
}

#[test]
fn seki_encode_count_and_generate() {
    let o = semeai(&["seki", "--encode", "0_1 1"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).starts_with("encoding   01_1   (given: 0_1 1)\ntopology   01_1\n"),
        "{}",
        stdout(&o)
    );
    let o = semeai(&["seki", "--json", "--encode", "(2_2)^2;0_11"], "");
    let v: serde_json::Value = serde_json::from_str(&stdout(&o)).unwrap();
    assert_eq!(v["encoding"], "2_22_2;01_1");
    assert_eq!(v["liberties"], 7);
    let o = semeai(&["seki", "--count", "8"], "");
    assert!(
        stdout(&o).contains("linear, colours kept                   22456\n"),
        "{}",
        stdout(&o)
    );
    let o = semeai(&["seki", "--generate", "2_1", "--size", "9"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    assert!(
        stdout(&o).contains("circular 2_1, topology 2_1, verified by search"),
        "{}",
        stdout(&o)
    );
    let o = semeai(&["seki", "--generate", "01_1", "--size", "9", "--sgf"], "");
    assert!(stdout(&o).starts_with("(;"), "{}", stdout(&o));
    let back = semeai(&["seki", "-"], &stdout(&o));
    assert!(stdout(&back).contains("linear 01_1"), "{}", stdout(&back));
}

#[test]
fn seki_names_bad_input() {
    for (args, message) in [
        (
            &["seki", "--encode", "0412"][..],
            "semeai: --encode \"0412\": character 2: digit 4 not in 1-3\n",
        ),
        (
            &["seki", "--encode", "31_2"][..],
            "semeai: --encode \"31_2\": last and first digits sum to 5\n",
        ),
        (
            &["seki", "--encode", "0111"][..],
            "semeai: --encode \"0111\": no black digit\n",
        ),
        (
            &["seki", "--encode", "1011"][..],
            "semeai: --encode \"1011\": 0 only at the start of a part\n",
        ),
        (
            &["seki", "--count", "13"][..],
            "semeai: --count 13: liberties must be 1-12 (enumeration grows about 5 times a liberty)\n",
        ),
        (
            &["seki", "--generate", "1_1;1_1"][..],
            "semeai: --generate 1_1;1_1: one part at a time (clusters of several parts are not generated)\n",
        ),
        (
            &["seki", "--generate", "1_1", "--size", "3"][..],
            "semeai: --generate 1_1: does not fit on 3x3\n",
        ),
        (
            &["seki", "--generate", "1_1", "--size", "20"][..],
            "semeai: --generate board size 20: must be 2-19\n",
        ),
        (&["seki", "no-such-file.sgf"][..], ""),
    ] {
        let o = semeai(args, "");
        assert_eq!(o.status.code(), Some(1), "{args:?}");
        if !message.is_empty() {
            assert_eq!(stderr(&o), message, "{args:?}");
        } else {
            assert!(stderr(&o).starts_with("semeai: "), "{}", stderr(&o));
        }
        assert!(o.stdout.is_empty(), "{args:?}");
    }
    // Neither a file nor a job: a usage error.
    assert_eq!(semeai(&["seki"], "").status.code(), Some(2));
}

#[test]
fn batch_reports_every_file_and_goes_on_past_errors() {
    let dir = std::env::temp_dir().join(format!("semeai-batch-{}", std::process::id()));
    let sub = dir.join("deeper");
    std::fs::create_dir_all(&sub).unwrap();
    std::fs::copy("examples/finished-9x9.sgf", dir.join("a.sgf")).unwrap();
    std::fs::copy("tests/problems/c1-nakade-stone-sgf.sgf", sub.join("b.SGF")).unwrap();
    std::fs::write(sub.join("broken.sgf"), "(;SZ[9];B[zz])").unwrap();
    std::fs::write(dir.join("notes.txt"), "not a record").unwrap();
    let d = dir.to_str().unwrap();
    let o = semeai(&["batch", "--json", "--jobs", "2", d], "");
    // A broken file: exit code 1, the others still reported.
    assert_eq!(o.status.code(), Some(1), "{}", stderr(&o));
    let lines: Vec<serde_json::Value> = stdout(&o)
        .lines()
        .map(|l| serde_json::from_str(l).unwrap())
        .collect();
    assert_eq!(lines.len(), 4, "{}", stdout(&o));
    assert!(lines[0]["file"].as_str().unwrap().ends_with("a.sgf"));
    assert_eq!(lines[0]["size"], "9x9");
    assert!(lines[1]["file"].as_str().unwrap().ends_with("b.SGF"));
    assert!(lines[1]["games"].as_u64().unwrap() >= 1);
    assert!(
        lines[2]["error"].as_str().unwrap().contains("broken.sgf"),
        "{}",
        lines[2]
    );
    let summary = &lines[3]["summary"];
    assert_eq!(
        (summary["files"].as_u64(), summary["errors"].as_u64()),
        (Some(3), Some(1))
    );
    assert_eq!(summary["jobs"], 2);
    // Text: one line a file, the summary last; one thread gives the same.
    let o = semeai(&["batch", "--jobs", "1", d], "");
    let text = stdout(&o);
    assert!(
        text.lines()
            .last()
            .unwrap()
            .starts_with("batch: 3 files, 1 errors, "),
        "{text}"
    );
    assert!(text.contains("a.sgf: 9x9, "), "{text}");
    // A path that is not there is an error line too.
    let o = semeai(&["batch", "no-such-folder"], "");
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stdout(&o).starts_with("no-such-folder: error: "),
        "{}",
        stdout(&o)
    );
    std::fs::remove_dir_all(&dir).unwrap();
}

#[test]
fn svg_pictures_are_written_before_the_report() {
    let dir = std::env::temp_dir().join(format!("semeai-svg-{}", std::process::id()));
    std::fs::create_dir_all(&dir).unwrap();
    for (args, name) in [
        (&["analyze", "examples/corner-race.txt"][..], "a.svg"),
        (&["score", "examples/finished-9x9.sgf"][..], "s.svg"),
        (&["seki", "tests/scoring/seki-bs1.txt"][..], "k.svg"),
    ] {
        let path = dir.join(name);
        let p = path.to_str().unwrap();
        let mut all = args.to_vec();
        all.extend(["--svg", p]);
        let o = semeai(&all, "");
        assert!(o.status.success(), "{}", stderr(&o));
        let svg = std::fs::read_to_string(&path).unwrap();
        assert!(svg.starts_with("<svg ") && svg.ends_with("</svg>\n"));
        // The same picture every time.
        let again = semeai(&all, "");
        assert!(again.status.success());
        assert_eq!(std::fs::read_to_string(&path).unwrap(), svg);
    }
    // An unwritable picture: one error line, nothing on standard output.
    let o = semeai(
        &[
            "seki",
            "tests/scoring/seki-bs1.txt",
            "--svg",
            "/no/such/dir/x.svg",
        ],
        "",
    );
    assert_eq!(o.status.code(), Some(1));
    assert!(
        stderr(&o).starts_with("semeai: --svg /no/such/dir/x.svg: "),
        "{}",
        stderr(&o)
    );
    assert!(o.stdout.is_empty());
    std::fs::remove_dir_all(&dir).unwrap();
}

/// Hostile input through the command line, as the fuzz targets feed the
/// library: the shipped examples with bytes changed, cut, repeated and
/// spliced with SGF and diagram fragments (a fixed pseudo-random sequence),
/// through every command that reads a position. Each run either answers
/// (exit 0) or prints one error line naming the place and exits 1 with
/// nothing on standard output; never a panic (exit 101) or a usage error.
#[test]
fn mutated_input_answers_or_names_the_error() {
    let seeds: Vec<Vec<u8>> = ["examples/corner-race.txt", "examples/finished-9x9.sgf"]
        .iter()
        .map(|f| std::fs::read(f).expect("shipped example"))
        .collect();
    let fragments: &[&[u8]] = &[
        b"SZ[25]",
        b"SZ[0]",
        b"SZ[3:19]",
        b"AB[tt]",
        b"AW[aa:ss]",
        b";B[aa]",
        b";W[]",
        b"(",
        b")",
        b"]",
        b"[",
        b"\\",
        b"X",
        b"O",
        b"x",
        b"o",
        b". ",
        b"\n",
        b"PL[1]",
        b"PL[W]",
        b"KM[x]",
        b"HA[9]",
        b"AE[cc]",
        b"MN[-1]",
        b"\xff\xfe",
        b"\0",
        b"1 2 3",
        b"A B C D",
        b"white to play",
    ];
    // A 64-bit linear congruential generator (Knuth's MMIX constants).
    let mut state: u64 = 0x5eed;
    let mut next = |n: usize| {
        state = state
            .wrapping_mul(6_364_136_223_846_793_005)
            .wrapping_add(1_442_695_040_888_963_407);
        (state >> 33) as usize % n.max(1)
    };
    let commands: &[&[&str]] = &[
        &["show", "-"],
        &["analyze", "--nodes", "300", "-"],
        &["status", "-"],
        &["score", "-"],
        &["seki", "--nodes", "300", "-"],
    ];
    let mut answered = 0;
    let mut refused = 0;
    for i in 0..1000 {
        let mut input = seeds[i % seeds.len()].clone();
        for _ in 0..1 + next(4) {
            let at = next(input.len() + 1);
            match next(4) {
                0 if !input.is_empty() => {
                    let last = input.len() - 1;
                    input[at.min(last)] = next(256) as u8;
                }
                1 => {
                    let end = (at + next(40)).min(input.len());
                    input.drain(at..end);
                }
                2 => {
                    let end = (at + next(40)).min(input.len());
                    let copy = input[at..end].to_vec();
                    input.splice(at..at, copy);
                }
                _ => {
                    let f = fragments[next(fragments.len())];
                    input.splice(at..at, f.iter().copied());
                }
            }
        }
        let args = commands[i % commands.len()];
        let o = common::run_semeai_bytes(args, &input);
        let err = String::from_utf8_lossy(&o.stderr);
        let shown = String::from_utf8_lossy(&input);
        match o.status.code() {
            Some(0) => answered += 1,
            Some(1) => {
                refused += 1;
                assert!(
                    o.stdout.is_empty(),
                    "{args:?} {shown:?}: output and an error"
                );
                assert!(
                    err.starts_with("semeai: <stdin>: ") && err.lines().count() == 1,
                    "{args:?} {shown:?}: {err:?}"
                );
            }
            code => panic!("{args:?} {shown:?}: exit {code:?}: {err}"),
        }
    }
    eprintln!("{answered} answered, {refused} refused");
    // Both outcomes occur: the mutations are neither all harmless nor all fatal.
    assert!(
        answered > 5 && refused > 5,
        "{answered} answered, {refused} refused"
    );
}

#[test]
fn values_of_the_local_games_and_their_sum() {
    let o = semeai(&["values", "examples/endgame-border-points.txt"], "");
    assert!(o.status.success(), "{}", stderr(&o));
    let text = stdout(&o);
    assert!(
        text.contains("local game 1: C3 D3: {1|*}  (mean 1/2, temperature 1/2)"),
        "{text}"
    );
    assert!(text.contains("sum: 1*"), "{text}");
    assert!(
        text.contains("black first: 1 (Black positive), move D3"),
        "{text}"
    );
    let o = semeai(
        &["values", "--json", "examples/endgame-border-points.txt"],
        "",
    );
    let json: serde_json::Value = serde_json::from_str(&stdout(&o)).expect("JSON");
    assert_eq!(json["games"][1]["value"], "{1|*}");
    assert_eq!(json["games"][1]["thermograph"]["left"]["points"][0][1], "2");
    assert_eq!(json["black_first"]["move"], "D3");
    assert_eq!(json["white_first"]["result"], "1");
}
