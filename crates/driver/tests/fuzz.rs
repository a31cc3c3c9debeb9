//! A bounded, seeded fuzzer of the whole compiler: mutants of the program corpus
//! (`tests/programs/*.c`) compiled with `accc -c`. Whatever a mutant is, accc must either
//! compile it or reject it with located messages; the test fails on
//!
//! * a panic or an internal compiler error, a crash (signal) or a time-out;
//! * generated code the host or device compiler refuses (accc leaking invalid code): the
//!   host compiler's messages then name accc's or the runtime's identifiers (`__accc_`,
//!   `__accrt_`), or a generated file (`<accc…>`, `*.host.c`, `*.cu`), and nvcc's or the
//!   OpenCL compiler's refusals come back as "rejects the device code made from this line";
//! * a diagnostic at line 0 (no real user line), or a failure without any message.
//!
//! Mutations: lines and tokens deleted, duplicated or swapped; directives with clauses
//! dropped, duplicated or added, variables in clauses and subarray bounds changed, the
//! directive renamed; directives (of the same program or spliced from another) inserted at
//! random lines; loop bounds, comparisons and steps changed. Each mutant is compiled with
//! `--target=multicore -c` (the host compiler compiles the output, so leaks show), some
//! with `--target=cuda -c` (nvcc builds the kernels) and `--target=opencl -c` (the OpenCL
//! compiler builds them, where the machine has an OpenCL platform).
//!
//! Deterministic: mutant `i` of seed `s` is the same on every machine whatever the number
//! of jobs. Environment: `ACCC_FUZZ_SEED` (default below), `ACCC_FUZZ_COUNT` (mutants, default
//! [`DEFAULT_COUNT`]), `ACCC_TEST_JOBS`, `ACCC_FUZZ_VERBOSE=1` (a line per mutant). A failing mutant is kept in
//! `target/tmp/accc-fuzz-failures/` (named by its class, seed and index) and the failure
//! message gives the command that reproduces it.

use std::collections::BTreeMap;
use std::ffi::OsStr;
use std::io::Read;
use std::path::{Path, PathBuf};
use std::process::{Command, Stdio};
use std::sync::atomic::{AtomicUsize, Ordering};
use std::sync::{Arc, Mutex};
use std::time::{Duration, Instant};

const ACCC: &str = env!("CARGO_BIN_EXE_accc");
/// Mutants per run in the suite: 1500 took 104 s of CPU time, 188 s on two cores that
/// other jobs kept busy (about a minute on two idle ones); 2500 took 184 s of CPU time
/// but 356 s there, too close to the five minutes the suite allows this test.
const DEFAULT_COUNT: u64 = 1500;
const DEFAULT_SEED: u64 = 0x5eed_acc0_2024;
/// Per compile: nvcc and a cold OpenCL build take seconds, on a loaded machine more.
const COMPILE_TIMEOUT: Duration = Duration::from_secs(90);
/// Percentages of mutants compiled for CUDA and for OpenCL (the rest: multicore). An
/// OpenCL build by PoCL takes about 5 s, so few.
const CUDA_PERCENT: u64 = 6;
const OPENCL_PERCENT: u64 = 2;

fn repo_root() -> PathBuf {
    Path::new(env!("CARGO_MANIFEST_DIR"))
        .join("../..")
        .canonicalize()
        .expect("repository root")
}

fn env_number(name: &str, default: u64) -> u64 {
    match std::env::var(name) {
        Ok(v) => {
            let v = v.trim();
            let parsed = match v.strip_prefix("0x") {
                Some(hex) => u64::from_str_radix(hex, 16),
                None => v.parse(),
            };
            parsed.unwrap_or_else(|_| panic!("{name}={v} is not a number"))
        }
        Err(_) => default,
    }
}

/// xorshift64*: small, deterministic, good enough to pick mutations.
struct Rng(u64);

impl Rng {
    fn new(seed: u64, index: u64) -> Rng {
        // SplitMix64 of (seed, index): neighbouring indices give unrelated streams.
        let mut z = seed ^ index.wrapping_mul(0x9e37_79b9_7f4a_7c15);
        z = (z ^ (z >> 30)).wrapping_mul(0xbf58_476d_1ce4_e5b9);
        z = (z ^ (z >> 27)).wrapping_mul(0x94d0_49bb_1331_11eb);
        Rng((z ^ (z >> 31)) | 1)
    }

    fn next(&mut self) -> u64 {
        let mut x = self.0;
        x ^= x >> 12;
        x ^= x << 25;
        x ^= x >> 27;
        self.0 = x;
        x.wrapping_mul(0x2545_f491_4f6c_dd1d)
    }

    fn below(&mut self, n: usize) -> usize {
        if n == 0 {
            0
        } else {
            (self.next() % n as u64) as usize
        }
    }

    fn percent(&mut self, p: u64) -> bool {
        self.next() % 100 < p
    }

    fn pick<'a, T>(&mut self, items: &'a [T]) -> Option<&'a T> {
        (!items.is_empty()).then(|| &items[self.below(items.len())])
    }
}

// ---------------------------------------------------------------------------------------
// Text helpers

/// The tokens of a line: identifiers, numbers, string and character literals, single
/// punctuation characters; blanks dropped. Enough to delete, repeat or swap one.
fn tokens(line: &str) -> Vec<(usize, usize)> {
    let b = line.as_bytes();
    let mut out = Vec::new();
    let mut i = 0;
    while i < b.len() {
        let c = b[i];
        let start = i;
        if c.is_ascii_whitespace() {
            i += 1;
            continue;
        } else if c.is_ascii_alphanumeric() || c == b'_' || c >= 0x80 {
            while i < b.len()
                && (b[i].is_ascii_alphanumeric() || b[i] == b'_' || b[i] >= 0x80 || b[i] == b'.')
            {
                i += 1;
            }
        } else if c == b'"' || c == b'\'' {
            i += 1;
            while i < b.len() && b[i] != c {
                i += if b[i] == b'\\' { 2 } else { 1 };
            }
            i = (i + 1).min(b.len());
        } else {
            i += 1;
        }
        out.push((start, i));
    }
    out
}

fn is_ident(s: &str) -> bool {
    s.chars()
        .next()
        .is_some_and(|c| c.is_alphabetic() || c == '_')
        && s.chars().all(|c| c.is_alphanumeric() || c == '_')
}

fn is_directive(line: &str) -> bool {
    let t = line.trim_start();
    t.starts_with("#pragma acc") || t.starts_with("#pragma pacc")
}

/// A directive line cut into its head (`#pragma acc parallel loop`) and its clauses,
/// each a name with its balanced parenthesised argument, if any.
fn split_directive(line: &str) -> (String, Vec<String>) {
    let mut head = String::new();
    let mut clauses = Vec::new();
    let mut rest = line;
    // The head: `#pragma acc` and the words before the first clause with an argument or
    // a known clause word.
    const DIRECTIVE_WORDS: &[&str] = &[
        "#pragma",
        "acc",
        "pacc",
        "parallel",
        "kernels",
        "serial",
        "loop",
        "data",
        "enter",
        "exit",
        "update",
        "host_data",
        "atomic",
        "read",
        "write",
        "capture",
        "wait",
        "declare",
        "routine",
        "cache",
        "init",
        "shutdown",
        "set",
    ];
    loop {
        let trimmed = rest.trim_start();
        let word_len = trimmed
            .find(|c: char| !(c.is_alphanumeric() || c == '_' || c == '#'))
            .unwrap_or(trimmed.len());
        let word = &trimmed[..word_len];
        let after = &trimmed[word_len..];
        let is_head = DIRECTIVE_WORDS.contains(&word)
            && !(word == "wait" && !clauses.is_empty())
            && !after.trim_start().starts_with('(')
            || (word == "routine" || word == "cache" || word == "wait")
                && clauses.is_empty()
                && after.trim_start().starts_with('(')
                && head.ends_with("acc");
        if word.is_empty() || !is_head {
            break;
        }
        if !head.is_empty() {
            head.push(' ');
        }
        head.push_str(word);
        rest = after;
        if after.trim_start().starts_with('(') {
            // `routine(name)`, `cache(...)`, `wait(...)` as the directive's own argument.
            let (arg, tail) = balanced(after.trim_start());
            head.push_str(arg);
            rest = tail;
            break;
        }
    }
    loop {
        let trimmed = rest.trim_start_matches(|c: char| c.is_whitespace() || c == ',');
        if trimmed.is_empty() {
            break;
        }
        let word_len = trimmed
            .find(|c: char| !(c.is_alphanumeric() || c == '_'))
            .unwrap_or(trimmed.len())
            .max(1);
        let mut clause = trimmed[..word_len].to_string();
        let mut tail = &trimmed[word_len..];
        if tail.starts_with('(') {
            let (arg, t) = balanced(tail);
            clause.push_str(arg);
            tail = t;
        }
        clauses.push(clause);
        rest = tail;
    }
    (head, clauses)
}

/// The balanced parenthesised prefix of `s` (which starts with `(`) and the rest.
fn balanced(s: &str) -> (&str, &str) {
    let mut depth = 0;
    for (i, c) in s.char_indices() {
        match c {
            '(' => depth += 1,
            ')' => {
                depth -= 1;
                if depth == 0 {
                    return (&s[..=i], &s[i + 1..]);
                }
            }
            _ => {}
        }
    }
    (s, "")
}

fn join_directive(indent: &str, head: &str, clauses: &[String]) -> String {
    let mut out = format!("{indent}{head}");
    for c in clauses {
        out.push(' ');
        out.push_str(c);
    }
    out
}

fn indent_of(line: &str) -> &str {
    &line[..line.len() - line.trim_start().len()]
}

// ---------------------------------------------------------------------------------------
// Mutations

/// What mutations draw from: every program's directive lines and identifiers.
struct Pool {
    programs: Vec<(String, Vec<String>)>,
    directives: Vec<String>,
}

const CLAUSES: &[&str] = &[
    "gang",
    "worker",
    "vector",
    "seq",
    "independent",
    "auto",
    "collapse(2)",
    "collapse(3)",
    "tile(2,2)",
    "tile(*)",
    "async",
    "async(1)",
    "wait",
    "wait(1)",
    "if(0)",
    "if(X)",
    "self",
    "num_gangs(4)",
    "num_gangs(X)",
    "num_workers(2)",
    "vector_length(32)",
    "vector_length(X)",
    "reduction(+:X)",
    "reduction(max:X)",
    "reduction(*:X)",
    "reduction(&&:X)",
    "private(X)",
    "firstprivate(X)",
    "copy(X)",
    "copyin(X)",
    "copyout(X)",
    "create(X)",
    "present(X)",
    "no_create(X)",
    "deviceptr(X)",
    "attach(X)",
    "copyin(X[0:X])",
    "copy(X[1:X])",
    "copyout(X[X:4])",
    "default(none)",
    "default(present)",
    "device_type(nvidia)",
    "device_type(*)",
    "dtype(host)",
    "gang(num:X)",
    "gang(static:*)",
    "worker(X)",
    "vector(X)",
    "use_device(X)",
    "device(X)",
    "host(X)",
    "self(X)",
    "if_present",
    "finalize",
    "delete(X)",
    "bind(X)",
    "nohost",
    "cache(X[0:4])",
    "gang(dim:2)",
    "collapse(force:2)",
    "readonly",
    "copyin(readonly:X)",
    "create(zero:X)",
];

const DIRECTIVES: &[&str] = &[
    "parallel",
    "parallel loop",
    "kernels",
    "kernels loop",
    "serial",
    "serial loop",
    "loop",
    "data",
    "enter data",
    "exit data",
    "update",
    "host_data",
    "atomic",
    "atomic update",
    "atomic capture",
    "atomic read",
    "atomic write",
    "wait",
    "routine seq",
    "routine vector",
    "declare",
    "cache(X[0:4])",
    "init",
    "shutdown",
    "set device_num(0)",
];

const BOUNDS: &[&str] = &[
    "0",
    "1",
    "2",
    "-1",
    "n",
    "N",
    "X",
    "X+1",
    "X-1",
    "2*X",
    "100000",
    "2147483648",
    "0:0",
    "",
    "i",
    "X[0]",
    "(X)",
    "sizeof(X)",
    "1.5",
];

/// The names of a program: those its directives use (mostly its variables) and all.
struct Names {
    in_directives: Vec<String>,
    all: Vec<String>,
}

fn identifiers(lines: &[String]) -> Names {
    let mut in_directives: Vec<String> = Vec::new();
    for l in lines.iter().filter(|l| is_directive(l)) {
        let (_, clauses) = split_directive(l.trim_start());
        for c in clauses {
            let Some(open) = c.find('(') else { continue };
            for (s, e) in tokens(&c[open..]) {
                let t = &c[open + s..open + e];
                if is_ident(t) && !in_directives.iter().any(|x| x == t) {
                    in_directives.push(t.to_string());
                }
            }
        }
    }
    let mut all: Vec<String> = Vec::new();
    for l in lines {
        if l.trim_start().starts_with("#include") {
            continue;
        }
        for (s, e) in tokens(l) {
            let t = &l[s..e];
            if is_ident(t) && !all.iter().any(|x| x == t) {
                all.push(t.to_string());
            }
        }
    }
    Names { in_directives, all }
}

/// A name of the program: three times in four one its directives use.
fn some_name<'a>(ids: &'a Names, rng: &mut Rng) -> &'a str {
    let from = if rng.percent(75) && !ids.in_directives.is_empty() {
        &ids.in_directives
    } else {
        &ids.all
    };
    rng.pick(from).map_or("x", |s| s.as_str())
}

/// `X` in a template replaced by names of the program.
fn fill(template: &str, ids: &Names, rng: &mut Rng) -> String {
    let mut out = String::new();
    for c in template.chars() {
        if c == 'X' {
            out.push_str(some_name(ids, rng));
        } else {
            out.push(c);
        }
    }
    out
}

/// Lines that may start a statement inside a function body (an indented line ending in
/// `;`, `{` or `}`): where an inserted directive stands.
fn statement_lines(lines: &[String]) -> Vec<usize> {
    lines
        .iter()
        .enumerate()
        .filter(|(_, l)| {
            l.starts_with([' ', '\t'])
                && !is_directive(l)
                && matches!(l.trim_end().chars().last(), Some(';' | '{' | '}'))
        })
        .map(|(i, _)| i)
        .collect()
}

fn directive_lines(lines: &[String]) -> Vec<usize> {
    (0..lines.len())
        .filter(|&i| is_directive(&lines[i]))
        .collect()
}

fn for_lines(lines: &[String]) -> Vec<usize> {
    (0..lines.len())
        .filter(|&i| lines[i].trim_start().starts_with("for"))
        .collect()
}

/// Applies one random mutation; returns its name (for the report), or `None` when the
/// program offered nothing to mutate that way.
fn mutate_once(
    lines: &mut Vec<String>,
    pool: &Pool,
    ids: &Names,
    rng: &mut Rng,
) -> Option<&'static str> {
    if lines.is_empty() {
        return None;
    }
    // Mostly what accc itself must judge (directives, their clauses, the loops under
    // them); random line and token edits mostly give syntax errors, found early.
    let kind = match rng.below(100) {
        0..=4 => 0,
        5..=9 => 1,
        10..=14 => 2,
        15..=19 => 3,
        20..=22 => 4,
        23..=25 => 5,
        26..=32 => 6,
        33..=39 => 7,
        40..=51 => 8,
        52..=61 => 9,
        62..=69 => 10,
        70..=75 => 11,
        76..=81 => 12,
        82..=89 => 13,
        _ => 14,
    };
    match kind {
        0..=2 => mutate_lines(lines, kind, rng),
        3..=5 => mutate_tokens(lines, kind, rng),
        6..=11 => mutate_directive(lines, kind, ids, rng),
        12 | 13 => insert_directive(lines, kind, pool, ids, rng),
        _ => mutate_loop_header(lines, ids, rng),
    }
}

/// Kinds 0 to 2: a line deleted, duplicated, or swapped with one of the next five.
fn mutate_lines(lines: &mut Vec<String>, kind: usize, rng: &mut Rng) -> Option<&'static str> {
    let n = lines.len();
    match kind {
        0 => {
            let i = rng.below(n);
            lines.remove(i);
            Some("delete line")
        }
        1 => {
            let i = rng.below(n);
            let l = lines[i].clone();
            lines.insert(i, l);
            Some("duplicate line")
        }
        _ => {
            let i = rng.below(n);
            let j = (i + 1 + rng.below(5)).min(n - 1);
            lines.swap(i, j);
            Some("swap lines")
        }
    }
}

/// Kinds 3 to 5: a token deleted, duplicated, or swapped with the next one.
fn mutate_tokens(lines: &mut [String], kind: usize, rng: &mut Rng) -> Option<&'static str> {
    let n = lines.len();
    // Tokens, mostly of directive and loop lines, where accc does its own work.
    let interesting: Vec<usize> = directive_lines(lines)
        .into_iter()
        .chain(for_lines(lines))
        .collect();
    let i = if rng.percent(70) && !interesting.is_empty() {
        *rng.pick(&interesting)?
    } else {
        rng.below(n)
    };
    let line = lines[i].clone();
    let toks = tokens(&line);
    if toks.is_empty() {
        return None;
    }
    let k = rng.below(toks.len());
    let (s, e) = toks[k];
    lines[i] = match kind {
        3 => format!("{}{}", &line[..s], &line[e..]),
        4 => format!("{}{} {}", &line[..e], " ", &line[s..]),
        _ => {
            let (s2, e2) = *toks.get(k + 1)?;
            format!(
                "{}{}{}{}{}",
                &line[..s],
                &line[s2..e2],
                &line[e..s2],
                &line[s..e],
                &line[e2..]
            )
        }
    };
    Some(["delete token", "duplicate token", "swap tokens"][kind - 3])
}

/// Kinds 6 to 11: a directive's clause dropped, duplicated, added, or given another
/// variable or subarray bound, or the directive itself changed.
fn mutate_directive(
    lines: &mut [String],
    kind: usize,
    ids: &Names,
    rng: &mut Rng,
) -> Option<&'static str> {
    let ds = directive_lines(lines);
    let i = *rng.pick(&ds)?;
    let indent = indent_of(&lines[i]).to_string();
    let (mut head, mut clauses) = split_directive(lines[i].trim_start());
    let name = match kind {
        6 => {
            if clauses.is_empty() {
                return None;
            }
            clauses.remove(rng.below(clauses.len()));
            "drop clause"
        }
        7 => {
            let c = rng.pick(&clauses)?.clone();
            let at = rng.below(clauses.len() + 1);
            clauses.insert(at, c);
            "duplicate clause"
        }
        8 => {
            let c = fill(rng.pick(CLAUSES)?, ids, rng);
            let at = rng.below(clauses.len() + 1);
            clauses.insert(at, c);
            "add clause"
        }
        9 => {
            // A variable inside a clause's argument replaced by another name.
            let k = rng.below(clauses.len().max(1));
            let c = clauses.get(k)?.clone();
            let open = c.find('(')?;
            let toks: Vec<(usize, usize)> = tokens(&c[open..])
                .into_iter()
                .filter(|&(s, e)| is_ident(&c[open + s..open + e]))
                .collect();
            let (s, e) = *rng.pick(&toks)?;
            let new = some_name(ids, rng);
            clauses[k] = format!("{}{}{}", &c[..open + s], new, &c[open + e..]);
            "change clause variable"
        }
        10 => {
            // A subarray bound: `[lo:len]`, one side replaced.
            let with_sub: Vec<usize> = (0..clauses.len())
                .filter(|&k| clauses[k].contains('['))
                .collect();
            let k = *rng.pick(&with_sub)?;
            let c = clauses[k].clone();
            let opens: Vec<usize> = c.match_indices('[').map(|(i, _)| i).collect();
            let open = *rng.pick(&opens)?;
            let close = open + c[open..].find(']')?;
            let inside = &c[open + 1..close];
            let bound = fill(rng.pick(BOUNDS)?, ids, rng);
            let new_inside = match inside.split_once(':') {
                Some((_, len)) if rng.percent(50) => format!("{bound}:{len}"),
                Some((lo, _)) => format!("{lo}:{bound}"),
                None => bound,
            };
            clauses[k] = format!("{}{}{}", &c[..=open], new_inside, &c[close..]);
            "change subarray bound"
        }
        _ => {
            let name = rng.pick(DIRECTIVES)?;
            let ns = if head.contains("pacc") { "pacc" } else { "acc" };
            head = format!("#pragma {ns} {}", fill(name, ids, rng));
            "change directive"
        }
    };
    lines[i] = join_directive(&indent, &head, &clauses);
    Some(name)
}

/// Kinds 12 and 13: a directive inserted before a statement.
fn insert_directive(
    lines: &mut Vec<String>,
    kind: usize,
    pool: &Pool,
    ids: &Names,
    rng: &mut Rng,
) -> Option<&'static str> {
    // A directive inserted at a statement: one of this program's (kind 12) or
    // spliced from another program (kind 13), or a made-up one.
    let at = *rng.pick(&statement_lines(lines))?;
    let directive = if kind == 12 {
        let own = directive_lines(lines);
        lines[*rng.pick(&own)?].trim_start().to_string()
    } else if rng.percent(70) {
        // Another program's names mean nothing here: most become this one's.
        let spliced = rng.pick(&pool.directives)?.clone();
        let (head, clauses) = split_directive(&spliced);
        let clauses: Vec<String> = clauses
            .iter()
            .map(|c| match c.find('(') {
                Some(open) if rng.percent(60) => {
                    let mut out = c[..open].to_string();
                    let arg = &c[open..];
                    let mut last = 0;
                    for (s, e) in tokens(arg) {
                        if is_ident(&arg[s..e]) {
                            out.push_str(&arg[last..s]);
                            out.push_str(some_name(ids, rng));
                            last = e;
                        }
                    }
                    out.push_str(&arg[last..]);
                    out
                }
                _ => c.clone(),
            })
            .collect();
        join_directive("", &head, &clauses)
    } else {
        let clause = fill(rng.pick(CLAUSES)?, ids, rng);
        format!(
            "#pragma acc {} {clause}",
            fill(rng.pick(DIRECTIVES)?, ids, rng)
        )
    };
    let indent = indent_of(&lines[at]).to_string();
    lines.insert(at, format!("{indent}{directive}"));
    Some(if kind == 12 {
        "insert directive"
    } else {
        "splice directive"
    })
}

/// Kind 14: a loop header's comparison, bound or step changed.
fn mutate_loop_header(lines: &mut [String], ids: &Names, rng: &mut Rng) -> Option<&'static str> {
    // A loop header: its comparison, bound or step.
    let fs = for_lines(lines);
    let i = *rng.pick(&fs)?;
    let line = lines[i].clone();
    let (changed, name) = match rng.below(3) {
        0 => {
            let ops = [" < ", " <= ", " > ", " >= ", " != ", " == "];
            let from = ops.iter().find(|o| line.contains(**o))?;
            (
                line.replacen(from, rng.pick(&ops)?, 1),
                "change loop comparison",
            )
        }
        1 => {
            let toks = tokens(&line);
            let cmp = line.find(['<', '>', '!'])?;
            let &(s, e) = toks.iter().find(|&&(s, _)| s > cmp + 1)?;
            let bound = fill(rng.pick(BOUNDS)?, ids, rng);
            (
                format!("{}{}{}", &line[..s], bound, &line[e..]),
                "change loop bound",
            )
        }
        _ => {
            let steps = ["++", "--", " += 2", " -= 1", " *= 2", " += X"];
            let var_inc = line.rfind("++").or_else(|| line.rfind("--"))?;
            let step = fill(rng.pick(&steps)?, ids, rng);
            (
                format!("{}{}{}", &line[..var_inc], step, &line[var_inc + 2..]),
                "change loop step",
            )
        }
    };
    lines[i] = changed;
    Some(name)
}

// ---------------------------------------------------------------------------------------
// Running and judging

#[derive(Clone, Copy, PartialEq, Eq, Debug)]
enum Target {
    Multicore,
    Cuda,
    OpenCl,
}

impl Target {
    fn flag(self) -> &'static str {
        match self {
            Target::Multicore => "--target=multicore",
            Target::Cuda => "--target=cuda",
            Target::OpenCl => "--target=opencl",
        }
    }
}

struct Outcome {
    /// `None`: killed at the time limit.
    status: Option<std::process::ExitStatus>,
    stderr: String,
}

fn run_with_timeout(mut cmd: Command, limit: Duration) -> Outcome {
    cmd.stdin(Stdio::null())
        .stdout(Stdio::null())
        .stderr(Stdio::piped());
    let mut child = cmd.spawn().expect("accc starts");
    let mut err_pipe = child.stderr.take().expect("stderr pipe");
    let reader = std::thread::spawn(move || {
        let mut buf = Vec::new();
        let _ = err_pipe.read_to_end(&mut buf);
        buf
    });
    let start = Instant::now();
    let status = loop {
        match child.try_wait() {
            Ok(Some(s)) => break Some(s),
            Ok(None) if start.elapsed() > limit => {
                let _ = child.kill();
                let _ = child.wait();
                break None;
            }
            Ok(None) => std::thread::sleep(Duration::from_millis(5)),
            Err(_) => break None,
        }
    };
    let stderr = String::from_utf8_lossy(&reader.join().unwrap_or_default()).into_owned();
    Outcome { status, stderr }
}

/// The class of failure the compile of `file` shows, if any.
fn judge(file: &str, out: &Outcome) -> Option<&'static str> {
    use std::os::unix::process::ExitStatusExt;
    let Some(status) = out.status else {
        return Some("time-out");
    };
    let err = &out.stderr;
    if status.signal().is_some() {
        return Some("crash (signal)");
    }
    if err.contains("panicked") {
        return Some("panic");
    }
    if err.contains("internal compiler error") {
        return Some("internal compiler error");
    }
    if err.contains("rejects the device code made from this line") {
        return Some("device compiler rejects generated code");
    }
    let generated_file = err.lines().any(|l| {
        l.contains("<accc") || l.contains(".host.c") || l.contains(".cu:") || l.contains(".cu(")
    });
    let foreign_function = err
        .lines()
        .any(|l| l.contains(": In function") && !l.starts_with(&format!("{file}:")));
    if err.contains("__accc_") || err.contains("__accrt_") || generated_file || foreign_function {
        return Some("host compiler error in generated code");
    }
    let line_zero = err
        .lines()
        .any(|l| l.contains(&format!("{file}:0:")) || l.contains(&format!("{file}:0\n")));
    if line_zero {
        return Some("diagnostic at line 0");
    }
    if !status.success() && err.trim().is_empty() {
        return Some("failure without a message");
    }
    None
}

struct Failure {
    class: &'static str,
    seed: u64,
    index: u64,
    program: String,
    mutations: Vec<&'static str>,
    target: Target,
    kept: PathBuf,
    stderr: String,
}

fn nvcc_found() -> bool {
    Command::new(ACCC)
        .arg("--version")
        .output()
        .map(|o| String::from_utf8_lossy(&o.stdout).contains("CUDA kernels built ahead of time"))
        .unwrap_or(false)
}

/// Builds mutant `index` of `seed`: its program, its text, its mutations and its target.
fn make_mutant(
    pool: &Pool,
    seed: u64,
    index: u64,
    with_cuda: bool,
) -> (String, String, Vec<&'static str>, Target) {
    let mut rng = Rng::new(seed, index);
    let (name, original) = &pool.programs[rng.below(pool.programs.len())];
    let mut lines = original.clone();
    let ids = identifiers(&lines);
    let mut mutations = Vec::new();
    let wanted = 1 + usize::from(rng.percent(30));
    let mut tries = 0;
    while mutations.len() < wanted && tries < 20 {
        tries += 1;
        if let Some(m) = mutate_once(&mut lines, pool, &ids, &mut rng) {
            mutations.push(m);
        }
    }
    let roll = rng.below(100) as u64;
    let target = if roll < CUDA_PERCENT && with_cuda {
        Target::Cuda
    } else if roll >= CUDA_PERCENT && roll < CUDA_PERCENT + OPENCL_PERCENT {
        Target::OpenCl
    } else {
        Target::Multicore
    };
    let mut text = lines.join("\n");
    text.push('\n');
    (name.clone(), text, mutations, target)
}

fn load_pool() -> Pool {
    let dir = repo_root().join("tests/programs");
    let mut files: Vec<PathBuf> = std::fs::read_dir(&dir)
        .expect("tests/programs")
        .map(|e| e.expect("entry").path())
        .filter(|p| p.extension() == Some(OsStr::new("c")))
        .collect();
    files.sort();
    let programs: Vec<(String, Vec<String>)> = files
        .iter()
        .map(|p| {
            let text = std::fs::read_to_string(p).expect("corpus program");
            let name = p.file_stem().unwrap().to_string_lossy().into_owned();
            (name, text.lines().map(str::to_string).collect())
        })
        .collect();
    let directives = programs
        .iter()
        .flat_map(|(_, lines)| lines.iter().filter(|l| is_directive(l)))
        .map(|l| l.trim_start().to_string())
        .collect();
    Pool {
        programs,
        directives,
    }
}

#[test]
fn mutants_compile_or_fail_cleanly() {
    let seed = env_number("ACCC_FUZZ_SEED", DEFAULT_SEED);
    let count = env_number("ACCC_FUZZ_COUNT", DEFAULT_COUNT);
    let jobs = env_number(
        "ACCC_TEST_JOBS",
        std::thread::available_parallelism()
            .map_or(2, |n| n.get() as u64)
            .clamp(1, 4),
    )
    .max(1);
    let pool = Arc::new(load_pool());
    assert!(!pool.programs.is_empty(), "no corpus programs");
    let with_cuda = nvcc_found();
    // `ACCC_FUZZ_VERBOSE=1`: one line per mutant (its first error), to see what the
    // mutations give.
    let verbose = std::env::var_os("ACCC_FUZZ_VERBOSE").is_some_and(|v| v == "1");
    let work =
        Path::new(env!("CARGO_TARGET_TMPDIR")).join(format!("accc-fuzz-{}", std::process::id()));
    let kept_dir = Path::new(env!("CARGO_TARGET_TMPDIR")).join("accc-fuzz-failures");
    let _ = std::fs::remove_dir_all(&work);
    std::fs::create_dir_all(&work).expect("work directory");
    std::fs::create_dir_all(&kept_dir).expect("directory for failing mutants");
    // The OpenCL builds' binaries (accc's cache and PoCL's) go to the work directory,
    // not to the user's cache.
    let cache = work.join("cache");
    let next = Arc::new(AtomicUsize::new(0));
    let failures: Arc<Mutex<Vec<Failure>>> = Arc::default();
    let by_target: Arc<Mutex<BTreeMap<&'static str, (u64, u64)>>> = Arc::default();
    let started = Instant::now();
    let workers: Vec<_> = (0..jobs)
        .map(|w| {
            let (pool, next, failures, by_target) = (
                pool.clone(),
                next.clone(),
                failures.clone(),
                by_target.clone(),
            );
            let (work, kept_dir, cache) = (work.clone(), kept_dir.clone(), cache.clone());
            std::thread::spawn(move || loop {
                let index = next.fetch_add(1, Ordering::Relaxed) as u64;
                if index >= count {
                    break;
                }
                let (program, text, mutations, target) = make_mutant(&pool, seed, index, with_cuda);
                // The same name for every mutant of a worker: messages name the file.
                let dir = work.join(format!("w{w}"));
                let _ = std::fs::create_dir_all(&dir);
                let file = format!("{program}.c");
                std::fs::write(dir.join(&file), &text).expect("write mutant");
                let mut cmd = Command::new(ACCC);
                cmd.current_dir(&dir)
                    .arg(target.flag())
                    .args(["-c", &file, "-o", "mutant.o"])
                    .env("XDG_CACHE_HOME", &cache)
                    .env("POCL_CACHE_DIR", cache.join("pocl"));
                let out = run_with_timeout(cmd, COMPILE_TIMEOUT);
                {
                    let mut t = by_target.lock().unwrap();
                    let e = t.entry(target.flag()).or_default();
                    e.0 += 1;
                    if out.status.is_some_and(|s| s.success()) {
                        e.1 += 1;
                    }
                }
                if verbose {
                    let first = out
                        .stderr
                        .lines()
                        .find(|l| l.contains("error"))
                        .unwrap_or("");
                    eprintln!(
                        "fuzz: {index} {program} [{}] {}: {first}",
                        mutations.join(", "),
                        target.flag()
                    );
                }
                if let Some(class) = judge(&file, &out) {
                    let slug: String = class
                        .chars()
                        .map(|c| if c.is_alphanumeric() { c } else { '_' })
                        .collect();
                    let kept = kept_dir.join(format!("{slug}-{seed:x}-{index}-{program}.c"));
                    let _ = std::fs::write(&kept, &text);
                    failures.lock().unwrap().push(Failure {
                        class,
                        seed,
                        index,
                        program,
                        mutations,
                        target,
                        kept,
                        stderr: out.stderr,
                    });
                }
            })
        })
        .collect();
    for w in workers {
        w.join().expect("fuzz worker");
    }
    let elapsed = started.elapsed();
    let _ = std::fs::remove_dir_all(&work);
    let counts = by_target.lock().unwrap();
    let summary: Vec<String> = counts
        .iter()
        .map(|(t, (n, ok))| format!("{t}: {n} mutants, {ok} compiled"))
        .collect();
    eprintln!(
        "fuzz: seed {seed:#x}, {count} mutants in {:.1} s with {jobs} jobs ({})",
        elapsed.as_secs_f64(),
        summary.join("; ")
    );
    let mut failures = std::mem::take(&mut *failures.lock().unwrap());
    if failures.is_empty() {
        return;
    }
    failures.sort_by_key(|f| (f.class, f.index));
    let mut classes: BTreeMap<&str, usize> = BTreeMap::new();
    for f in &failures {
        *classes.entry(f.class).or_default() += 1;
    }
    let mut report = format!(
        "{} of {count} mutants (seed {seed:#x}) show accc failing: {}\n",
        failures.len(),
        classes
            .iter()
            .map(|(c, n)| format!("{c}: {n}"))
            .collect::<Vec<_>>()
            .join(", ")
    );
    for f in failures.iter().take(12) {
        let excerpt: Vec<&str> = f.stderr.lines().take(16).collect();
        report.push_str(&format!(
            "\n[{}] mutant {} of {} ({}), kept as {}\n    reproduce: accc {} -c {}\n    (or ACCC_FUZZ_SEED={:#x} ACCC_FUZZ_COUNT={} cargo test -p accc --test fuzz)\n{}\n",
            f.class,
            f.index,
            f.program,
            f.mutations.join(", "),
            f.kept.display(),
            f.target.flag(),
            f.kept.display(),
            f.seed,
            f.index + 1,
            excerpt.join("\n")
        ));
    }
    panic!("{report}");
}

#[test]
fn mutations_are_deterministic_and_directives_split() {
    let (head, clauses) =
        split_directive("#pragma acc parallel loop copyin(a[0:n], b) reduction(+:s) gang");
    assert_eq!(head, "#pragma acc parallel loop");
    assert_eq!(clauses, ["copyin(a[0:n], b)", "reduction(+:s)", "gang"]);
    let (head, clauses) = split_directive("#pragma acc routine(f) seq");
    assert_eq!(
        (head.as_str(), clauses),
        ("#pragma acc routine(f)", vec!["seq".to_string()])
    );
    let (head, clauses) = split_directive("#pragma acc wait(1) async(2)");
    assert_eq!(
        (head.as_str(), clauses),
        ("#pragma acc wait(1)", vec!["async(2)".to_string()])
    );
    let pool = load_pool();
    let a = make_mutant(&pool, 7, 3, true);
    let b = make_mutant(&pool, 7, 3, true);
    assert_eq!((a.0, a.1, a.2, a.3), (b.0, b.1, b.2, b.3));
    assert_eq!(
        tokens("a[i] = f(x, \"s\");")
            .iter()
            .map(|&(s, e)| &"a[i] = f(x, \"s\");"[s..e])
            .collect::<Vec<_>>(),
        ["a", "[", "i", "]", "=", "f", "(", "x", ",", "\"s\"", ")", ";"]
    );
}

/// Found by the fuzzer: a mutant whose C is wrong where accc does not look (a variable
/// no longer declared, used in a kernel) reached the device compiler, whose refusal read
/// as accc's fault. The host compiler now judges the user's C first, at the user's line.
#[test]
fn wrong_c_in_a_kernel_is_reported_by_the_host_compiler() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("accc-fuzz-found-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("work directory");
    std::fs::write(
        dir.join("undeclared.c"),
        "int main(void) {\n  int a[4];\n#pragma acc parallel loop copyout(a)\n  for (int i = 0; i < 4; i++) { for (int j = 0; j < 10; j++) u = i + j; a[i] = u; }\n  return a[0];\n}\n",
    )
    .expect("write");
    let out = Command::new(ACCC)
        .current_dir(&dir)
        .args([
            "--target=opencl",
            "-c",
            "undeclared.c",
            "-o",
            "undeclared.o",
        ])
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .output()
        .expect("accc runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(!out.status.success(), "accepted:\n{stderr}");
    assert!(
        stderr.contains("undeclared.c:4:"),
        "not at the user's line:\n{stderr}"
    );
    assert!(
        !stderr.contains("rejects the device code"),
        "blamed on the device code:\n{stderr}"
    );
}

/// Found by the fuzzer: PoCL aborts while building this kernel (a loop that counts away
/// from its bound under a `cache` region, whose barriers PoCL cannot place), and it built
/// inside accc, so accc died of SIGABRT. The build now runs in a child process: a driver
/// that crashes is a warning, and the program still compiles.
#[test]
fn an_opencl_driver_crash_does_not_stop_the_compiler() {
    let dir = Path::new(env!("CARGO_TARGET_TMPDIR"))
        .join(format!("accc-fuzz-crash-{}", std::process::id()));
    std::fs::create_dir_all(&dir).expect("work directory");
    std::fs::write(
        dir.join("driver_crash.c"),
        r#"static void update(int n, int steps, int sparse, float *in, float *out)
{
#pragma acc parallel loop present(in[0:n + 2], out[0:n])
    for (int i = 0; i < n; i++) {
#pragma acc cache(in[i:3], out[i:1])
        if (!sparse || i % 64 == 0) {
            for (int s = 0; s < steps; s--)
                out[i] = 0.5f * out[i] + (in[i] + in[i + 1] + in[i + 2]);
        }
    }
}
int main(void) { float in[10], out[8]; update(8, 1, 0, in, out); return 0; }
"#,
    )
    .expect("write");
    let out = Command::new(ACCC)
        .current_dir(&dir)
        .args([
            "--target=opencl",
            "-c",
            "driver_crash.c",
            "-o",
            "driver_crash.o",
        ])
        .env("XDG_CACHE_HOME", dir.join("cache"))
        .env("POCL_CACHE_DIR", dir.join("cache/pocl"))
        .output()
        .expect("accc runs");
    let _ = std::fs::remove_dir_all(&dir);
    let stderr = String::from_utf8_lossy(&out.stderr);
    assert!(out.status.success(), "accc {}:\n{stderr}", out.status);
}
