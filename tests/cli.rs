//! The `semeai` binary end to end: output on good input, one clear error line
//! and a non-zero exit on bad input.

mod common;

use std::io::Write;
use std::process::{Command, Output, Stdio};

fn semeai(args: &[&str], stdin: &str) -> Output {
    let mut child = Command::new(env!("CARGO_BIN_EXE_semeai"))
        .args(args)
        .current_dir(env!("CARGO_MANIFEST_DIR"))
        .stdin(Stdio::piped())
        .stdout(Stdio::piped())
        .stderr(Stdio::piped())
        .spawn()
        .expect("the binary runs");
    child
        .stdin
        .take()
        .expect("stdin")
        .write_all(stdin.as_bytes())
        .expect("write stdin");
    child.wait_with_output().expect("the binary ends")
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
