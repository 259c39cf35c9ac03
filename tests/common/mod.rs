//! Helpers shared by the integration tests.
#![allow(dead_code)]

use std::path::PathBuf;

/// The shared folder beside the repository (`../shared`), or `$SEMEAI_SHARED`,
/// if it is there. Tests that need it skip when it is not: a fresh clone has no
/// shared folder.
pub fn shared() -> Option<PathBuf> {
    let dir = std::env::var_os("SEMEAI_SHARED")
        .map(PathBuf::from)
        .unwrap_or_else(|| PathBuf::from(env!("CARGO_MANIFEST_DIR")).join("../shared"));
    if dir.join("sts-rv").is_dir() {
        Some(dir)
    } else {
        eprintln!("skipped: no shared folder at {}", dir.display());
        None
    }
}

/// Every SGF file under `dir`, sorted.
pub fn sgf_files(dir: &std::path::Path) -> Vec<PathBuf> {
    let mut out = Vec::new();
    let mut stack = vec![dir.to_path_buf()];
    while let Some(d) = stack.pop() {
        for entry in std::fs::read_dir(&d).expect("readable folder") {
            let path = entry.expect("folder entry").path();
            if path.is_dir() {
                stack.push(path);
            } else if path.extension().is_some_and(|e| e == "sgf") {
                out.push(path);
            }
        }
    }
    out.sort();
    out
}

/// Runs an insta assertion with snapshots kept in the top-level `snapshots/`.
#[macro_export]
macro_rules! snapshot {
    ($name:expr, $value:expr) => {
        insta::with_settings!({
            snapshot_path => concat!(env!("CARGO_MANIFEST_DIR"), "/snapshots"),
            prepend_module_to_snapshot => false,
            omit_expression => true,
        }, {
            insta::assert_snapshot!($name, $value);
        })
    };
}
