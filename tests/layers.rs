//! The pipeline's direction, checked: a module uses only the modules before
//! it (`go ← io`; `go ← life ← race ← search ← seki ← status ← analysis ← render, gtp`; `cgt`
//! and `limits` stand alone), so a new upward import fails here. Test modules (from
//! `#[cfg(test)]` to the end of a file) may use any module, e.g. `io` to draw
//! their positions.

use std::{
    collections::BTreeSet,
    path::{Path, PathBuf},
};

/// The top modules each module may use (itself included).
fn allowed(module: &str) -> &'static [&'static str] {
    match module {
        "go" => &["go"],
        "cgt" => &["cgt"],
        "limits" => &["limits"],
        "io" => &["go", "io"],
        "life" => &["go", "limits", "life"],
        "race" => &["go", "limits", "cgt", "life", "race"],
        "search" => &["go", "limits", "cgt", "life", "race", "search"],
        "seki" => &["go", "limits", "cgt", "life", "race", "search", "seki"],
        "status" => &[
            "go", "limits", "cgt", "life", "race", "search", "seki", "status",
        ],
        "analysis" => &[
            "go", "limits", "cgt", "life", "race", "search", "seki", "status", "analysis",
        ],
        "score" => &[
            "go", "limits", "cgt", "life", "race", "search", "seki", "status", "score",
        ],
        "endgame" => &[
            "go", "limits", "cgt", "life", "race", "search", "seki", "status", "endgame",
        ],
        "render" => &[
            "go", "limits", "cgt", "io", "life", "race", "search", "seki", "status", "analysis",
            "score", "endgame", "render",
        ],
        "gtp" => &[
            "go", "limits", "cgt", "io", "life", "race", "search", "seki", "status", "analysis",
            "score", "endgame", "render", "gtp",
        ],
        other => panic!("src/{other}: a module the layer table does not know; add it"),
    }
}

fn sources(dir: &Path, out: &mut Vec<PathBuf>) {
    for entry in std::fs::read_dir(dir).unwrap() {
        let path = entry.unwrap().path();
        if path.is_dir() {
            sources(&path, out);
        } else if path.extension().is_some_and(|e| e == "rs") {
            out.push(path);
        }
    }
}

/// The top modules named after `crate::` in `code`: inline paths and the
/// first segment of every item of a grouped `use crate::{...}`.
fn used_modules(code: &str) -> BTreeSet<String> {
    let mut used = BTreeSet::new();
    let mut rest = code;
    while let Some(i) = rest.find("crate::") {
        rest = &rest[i + "crate::".len()..];
        if let Some(group) = rest.strip_prefix('{') {
            // Top-level items of the group: split at depth-0 commas.
            let (mut depth, mut start) = (0, 0);
            for (j, ch) in group.char_indices() {
                match ch {
                    '{' => depth += 1,
                    '}' if depth == 0 => {
                        used.insert(first_segment(&group[start..j]));
                        break;
                    }
                    '}' => depth -= 1,
                    ',' if depth == 0 => {
                        used.insert(first_segment(&group[start..j]));
                        start = j + 1;
                    }
                    _ => {}
                }
            }
        } else {
            used.insert(first_segment(rest));
        }
    }
    used.remove("");
    used
}

fn first_segment(path: &str) -> String {
    path.trim()
        .chars()
        .take_while(|c| c.is_alphanumeric() || *c == '_')
        .collect()
}

#[test]
fn no_module_imports_from_a_later_step() {
    let src = Path::new(env!("CARGO_MANIFEST_DIR")).join("src");
    let mut files = Vec::new();
    sources(&src, &mut files);
    files.sort();
    let mut wrong = Vec::new();
    let mut checked = 0;
    for file in &files {
        let rel = file.strip_prefix(&src).unwrap();
        let module = rel
            .components()
            .next()
            .unwrap()
            .as_os_str()
            .to_string_lossy()
            .trim_end_matches(".rs")
            .to_string();
        // The crate root and the command-line program use every module, and
        // a test module in its own file (`tests.rs`) may too.
        if module == "lib" || module == "main" || module == "bin" || rel.ends_with("tests.rs") {
            continue;
        }
        let text = std::fs::read_to_string(file).unwrap();
        let code = text.split("#[cfg(test)]").next().unwrap();
        // Doc comments may name any path.
        let code: String = code
            .lines()
            .filter(|l| !l.trim_start().starts_with("//"))
            .collect::<Vec<_>>()
            .join("\n");
        for used in used_modules(&code) {
            if !allowed(&module).contains(&used.as_str()) {
                wrong.push(format!("src/{}: uses crate::{used}", rel.display()));
            }
        }
        checked += 1;
    }
    assert!(checked > 30, "only {checked} files read");
    assert!(
        wrong.is_empty(),
        "imports against the pipeline:\n{}",
        wrong.join("\n")
    );
}

#[test]
fn the_checker_sees_grouped_and_inline_paths() {
    let code = "use crate::{\n    go::{Board, Color},\n    race::Outcome,\n};\nlet x = crate::search::solve();";
    let used: Vec<String> = used_modules(code).into_iter().collect();
    assert_eq!(used, ["go", "race", "search"]);
    assert!(!allowed("life").contains(&"race"));
}
