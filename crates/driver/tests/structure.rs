//! The workspace's structure rules, checked on its own sources (issue 31,
//! `docs/ARCHITECTURE.md`, "Structure rules"):
//!
//! - **No function of 200 lines or more.** Every free function, method and trait method
//!   with a body under `crates/*/src` counts, nested ones included, from the line of its
//!   `fn` keyword to its closing brace. Closures are part of the function around them.
//! - **No import circles between the modules of a crate.** A module is a file (`lib.rs`,
//!   `main.rs`, `foo.rs`, `foo/mod.rs`, `foo/bar.rs`, placed in the tree by the `mod`
//!   declarations); an inline `mod` belongs to its file. Module A depends on module B when A
//!   names an item of B through `crate::`, `super::`, `self::`, a child module or a module
//!   it imported, in a `use` declaration or anywhere in its code (macro arguments
//!   included). A path names the deepest module on it: `super::super::rewrite::Lanes` names
//!   `rewrite` when `Lanes` is not a module. A module may use its ancestors freely (Rust
//!   shows a child its ancestors' private items, that is what they are for), so such
//!   dependencies, and a module's use of itself, do not count; every other one does, parent
//!   to child included. The dependencies must form no cycle.
//!
//! - **The pipeline flows one way between crates.** A crate depends (its `[dependencies]`)
//!   only on crates before it in front → sema → ir → passes → back → driver; the runtime
//!   depends on none of them. So the back ends print what the passes decided and cannot
//!   call a pass (their unit tests may, as `[dev-dependencies]`, to cross-check).
//!
//! Crates themselves cannot form circles (Cargo refuses them), so each crate is checked on
//! its own. The parser is `syn`, so strings, comments and attributes are never mistaken
//! for code.

use std::collections::{BTreeMap, BTreeSet};
use std::fs;
use std::path::{Path, PathBuf};

use proc_macro2::{Spacing, TokenStream, TokenTree};
use syn::visit::{self, Visit};

/// A function of this many lines or more breaks the rule.
const LONGEST_ALLOWED_FUNCTION: usize = 199;

#[test]
fn no_function_of_200_lines_or_more() {
    let mut long = Vec::new();
    for krate in workspace_crates() {
        for (file, text) in &krate.sources {
            let shown = format!("{}/src/{file}", krate.dir);
            long.extend(long_functions(&shown, text));
        }
    }
    assert!(
        long.is_empty(),
        "functions of 200 lines or more (split them into named steps):\n{}",
        long.join("\n")
    );
}

#[test]
fn no_import_circles_between_modules() {
    let mut report = String::new();
    for krate in workspace_crates() {
        for root in crate_roots(&krate.sources) {
            let graph = ModuleGraph::build(&krate.sources, root);
            for circle in graph.circles() {
                report.push_str(&format!("in {}/src ({root}):\n{circle}\n", krate.dir));
            }
        }
    }
    assert!(
        report.is_empty(),
        "import circles between modules (a module may use its ancestors, nothing else may \
         lead back to it):\n{report}"
    );
}

/// The workspace's crates in the pipeline's order, and the runtime beside it.
const PIPELINE: [&str; 6] = ["front", "sema", "ir", "passes", "back", "driver"];

#[test]
fn crates_depend_only_on_crates_before_them_in_the_pipeline() {
    let crates_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut wrong = Vec::new();
    for krate in workspace_crates() {
        let name = krate.dir.trim_start_matches("crates/");
        let manifest = fs::read_to_string(crates_dir.join(name).join("Cargo.toml"))
            .expect("the crate's Cargo.toml");
        let manifest: toml::Table = manifest.parse().expect("a Cargo.toml that parses");
        let allowed = match PIPELINE.iter().position(|&c| c == name) {
            Some(k) => &PIPELINE[..k],
            None => &[][..],
        };
        let dependencies = manifest.get("dependencies").and_then(|d| d.as_table());
        for dependency in dependencies.into_iter().flat_map(|d| d.keys()) {
            let Some(step) = dependency.strip_prefix("accc-") else {
                continue;
            };
            if !allowed.contains(&step) {
                wrong.push(format!("{} depends on {dependency}", krate.dir));
            }
        }
    }
    assert!(
        wrong.is_empty(),
        "dependencies against the pipeline (front → sema → ir → passes → back → driver, \
         runtime beside):\n{}",
        wrong.join("\n")
    );
}

// ---------------------------------------------------------------------------------------
// Reading the workspace

struct Crate {
    /// `crates/<name>`, as shown in messages.
    dir: String,
    /// Every `.rs` file under the crate's `src/`, by its path relative to `src/`.
    sources: BTreeMap<String, String>,
}

fn workspace_crates() -> Vec<Crate> {
    let crates_dir = Path::new(env!("CARGO_MANIFEST_DIR")).join("..");
    let mut crates: Vec<Crate> = fs::read_dir(&crates_dir)
        .expect("the crates/ folder")
        .map(|entry| entry.expect("a crates/ entry").path())
        .filter(|dir| dir.join("src").is_dir())
        .map(|dir| {
            let name = dir.file_name().unwrap().to_string_lossy().into_owned();
            let src = dir.join("src");
            let mut sources = BTreeMap::new();
            read_sources(&src, &src, &mut sources);
            Crate {
                dir: format!("crates/{name}"),
                sources,
            }
        })
        .collect();
    crates.sort_by(|a, b| a.dir.cmp(&b.dir));
    assert!(
        crates.len() >= 7,
        "expected the workspace's crates under {}",
        crates_dir.display()
    );
    crates
}

fn read_sources(src: &Path, dir: &Path, out: &mut BTreeMap<String, String>) {
    for entry in fs::read_dir(dir).unwrap_or_else(|e| panic!("{}: {e}", dir.display())) {
        let path: PathBuf = entry.expect("a source entry").path();
        if path.is_dir() {
            read_sources(src, &path, out);
        } else if path.extension().is_some_and(|ext| ext == "rs") {
            let relative = path
                .strip_prefix(src)
                .unwrap()
                .to_string_lossy()
                .replace('\\', "/");
            let text =
                fs::read_to_string(&path).unwrap_or_else(|e| panic!("{}: {e}", path.display()));
            out.insert(relative, text);
        }
    }
}

/// The files that start a module tree: the library, the binary, and any `src/bin/` binaries.
fn crate_roots(sources: &BTreeMap<String, String>) -> Vec<&str> {
    sources
        .keys()
        .map(String::as_str)
        .filter(|file| {
            *file == "lib.rs"
                || *file == "main.rs"
                || (file.starts_with("bin/") && file.matches('/').count() == 1)
        })
        .collect()
}

fn parse(file: &str, text: &str) -> syn::File {
    syn::parse_file(text).unwrap_or_else(|e| {
        let at = e.span().start();
        panic!("{file}:{}:{}: cannot parse: {e}", at.line, at.column + 1)
    })
}

// ---------------------------------------------------------------------------------------
// Function length

/// `file:line: fn name is N lines` for each function of 200 lines or more in `text`.
fn long_functions(file: &str, text: &str) -> Vec<String> {
    let mut finder = LongFunctions {
        file,
        found: Vec::new(),
    };
    finder.visit_file(&parse(file, text));
    finder.found
}

struct LongFunctions<'a> {
    file: &'a str,
    found: Vec<String>,
}

impl LongFunctions<'_> {
    fn measure(&mut self, sig: &syn::Signature, body: &syn::Block) {
        let first = sig.fn_token.span.start().line;
        let last = body.brace_token.span.close().end().line;
        let lines = last - first + 1;
        if lines > LONGEST_ALLOWED_FUNCTION {
            self.found.push(format!(
                "{}:{first}: fn `{}` is {lines} lines",
                self.file, sig.ident
            ));
        }
    }
}

impl<'ast> Visit<'ast> for LongFunctions<'_> {
    fn visit_item_fn(&mut self, f: &'ast syn::ItemFn) {
        self.measure(&f.sig, &f.block);
        visit::visit_item_fn(self, f);
    }

    fn visit_impl_item_fn(&mut self, f: &'ast syn::ImplItemFn) {
        self.measure(&f.sig, &f.block);
        visit::visit_impl_item_fn(self, f);
    }

    fn visit_trait_item_fn(&mut self, f: &'ast syn::TraitItemFn) {
        if let Some(body) = &f.default {
            self.measure(&f.sig, body);
        }
        visit::visit_trait_item_fn(self, f);
    }
}

// ---------------------------------------------------------------------------------------
// The module tree

type ModuleId = usize;

struct Module {
    /// `offload::cache::plan`; empty for the crate root.
    path: String,
    /// The file the module is written in (relative to `src/`).
    file: String,
    parent: Option<ModuleId>,
    children: BTreeMap<String, ModuleId>,
    /// The module whose file holds this one: itself, unless it is an inline `mod { … }`.
    file_module: ModuleId,
}

/// One crate's modules, and which of them name items of which.
struct ModuleGraph {
    modules: Vec<Module>,
    /// Between file modules only: `(from, to)` → the paths in `from` that name `to`.
    edges: BTreeMap<(ModuleId, ModuleId), BTreeSet<String>>,
}

const ROOT: ModuleId = 0;

impl ModuleGraph {
    /// Reads the tree from `root` through the `mod` declarations, then the dependencies.
    fn build(sources: &BTreeMap<String, String>, root: &str) -> ModuleGraph {
        let mut graph = ModuleGraph {
            modules: Vec::new(),
            edges: BTreeMap::new(),
        };
        let root_dir = parent_dir(root);
        let mut parsed = Vec::new();
        graph.add_file_module(sources, root, String::new(), None, root_dir, &mut parsed);
        for (module, file) in &parsed {
            let mut reader = Dependencies::new(&graph, *module);
            reader.read(file);
            for (target, name) in reader.found {
                graph.add_edge(*module, target, name);
            }
        }
        graph
    }

    /// Adds the module written in `file`, then the modules it declares, depth first.
    /// `child_dir` is where the files of its `mod x;` declarations live.
    fn add_file_module(
        &mut self,
        sources: &BTreeMap<String, String>,
        file: &str,
        path: String,
        parent: Option<ModuleId>,
        child_dir: String,
        parsed: &mut Vec<(ModuleId, syn::File)>,
    ) -> ModuleId {
        let id = self.modules.len();
        self.modules.push(Module {
            path,
            file: file.to_string(),
            parent,
            children: BTreeMap::new(),
            file_module: id,
        });
        let text = &sources[file];
        let syntax = parse(file, text);
        self.add_declared_modules(sources, id, &syntax.items, &child_dir, parsed);
        parsed.push((id, syntax));
        id
    }

    fn add_declared_modules(
        &mut self,
        sources: &BTreeMap<String, String>,
        owner: ModuleId,
        items: &[syn::Item],
        child_dir: &str,
        parsed: &mut Vec<(ModuleId, syn::File)>,
    ) {
        for item in items {
            let syn::Item::Mod(declaration) = item else {
                continue;
            };
            let name = declaration.ident.to_string();
            let path = join_path(&self.modules[owner].path, &name);
            let dir = format!("{child_dir}{name}/");
            let child = match &declaration.content {
                Some((_, inline_items)) => {
                    let id = self.modules.len();
                    self.modules.push(Module {
                        path,
                        file: self.modules[owner].file.clone(),
                        parent: Some(owner),
                        children: BTreeMap::new(),
                        file_module: self.modules[owner].file_module,
                    });
                    self.add_declared_modules(sources, id, inline_items, &dir, parsed);
                    id
                }
                None => {
                    let flat = format!("{child_dir}{name}.rs");
                    let nested = format!("{child_dir}{name}/mod.rs");
                    let file = if sources.contains_key(&flat) {
                        flat
                    } else if sources.contains_key(&nested) {
                        nested
                    } else {
                        panic!(
                            "`mod {name};` in {}: neither {flat} nor {nested}",
                            self.modules[owner].file
                        )
                    };
                    self.add_file_module(sources, &file, path, Some(owner), dir, parsed)
                }
            };
            self.modules[owner].children.insert(name, child);
        }
    }

    /// Records that `from` names `to` with `name`, unless `to` is `from`'s own file or one
    /// of its ancestors.
    fn add_edge(&mut self, from: ModuleId, to: ModuleId, name: String) {
        let from = self.modules[from].file_module;
        let to = self.modules[to].file_module;
        if self.ancestors_and_self(from).any(|ancestor| ancestor == to) {
            return;
        }
        self.edges.entry((from, to)).or_default().insert(name);
    }

    fn ancestors_and_self(&self, module: ModuleId) -> impl Iterator<Item = ModuleId> + '_ {
        std::iter::successors(Some(module), |&m| self.modules[m].parent)
    }

    /// Walks `segments` from `scope` through `crate`, `super`, `self`, child modules and
    /// the modules `aliases` imported, as far as they name modules. Returns the deepest
    /// module reached and whether the whole path was modules; `None` when the path does
    /// not start inside the crate (`std::…`, another crate, a local name, a type).
    fn resolve(
        &self,
        scope: ModuleId,
        segments: &[String],
        imported: &ImportedModules,
    ) -> Option<(ModuleId, bool)> {
        let first = segments.first()?;
        let mut at = match first.as_str() {
            "crate" => ROOT,
            "self" => scope,
            "super" => self.modules[scope].parent?,
            name => {
                // A lone name is a local, a function or a type; only `name::…` can be a
                // module path.
                if segments.len() < 2 {
                    return None;
                }
                self.modules[scope]
                    .children
                    .get(name)
                    .copied()
                    .or_else(|| imported.find(scope, name, self))?
            }
        };
        let mut used = 1;
        for segment in &segments[1..] {
            let next = match segment.as_str() {
                "super" => self.modules[at].parent,
                _ => self.modules[at].children.get(segment).copied(),
            };
            match next {
                Some(module) => at = module,
                None => break,
            }
            used += 1;
        }
        Some((at, used == segments.len()))
    }

    /// The strongly connected components of two modules or more, each written as its
    /// modules and, for every dependency inside it, the names that make it.
    fn circles(&self) -> Vec<String> {
        strongly_connected(self.modules.len(), &self.edges)
            .into_iter()
            .filter(|component| component.len() > 1)
            .map(|component| self.describe_circle(&component))
            .collect()
    }

    fn describe_circle(&self, component: &BTreeSet<ModuleId>) -> String {
        let names: Vec<String> = component.iter().map(|&m| self.name(m)).collect();
        let mut text = format!(
            "  circle of {} modules: {}\n",
            component.len(),
            names.join(", ")
        );
        for ((from, to), used) in &self.edges {
            if component.contains(from) && component.contains(to) {
                let used: Vec<&str> = used.iter().map(String::as_str).collect();
                text.push_str(&format!(
                    "    {} -> {}: {}\n",
                    self.name(*from),
                    self.name(*to),
                    used.join(", ")
                ));
            }
        }
        text
    }

    fn name(&self, module: ModuleId) -> String {
        let module = &self.modules[module];
        let path = if module.path.is_empty() {
            "crate"
        } else {
            &module.path
        };
        format!("{path} ({})", module.file)
    }
}

fn parent_dir(file: &str) -> String {
    match file.rfind('/') {
        Some(slash) => file[..=slash].to_string(),
        None => String::new(),
    }
}

fn join_path(parent: &str, name: &str) -> String {
    if parent.is_empty() {
        name.to_string()
    } else {
        format!("{parent}::{name}")
    }
}

/// Tarjan's algorithm, iterative so that deep module trees cannot overflow the stack.
fn strongly_connected(
    count: usize,
    edges: &BTreeMap<(ModuleId, ModuleId), BTreeSet<String>>,
) -> Vec<BTreeSet<ModuleId>> {
    let mut successors = vec![Vec::new(); count];
    for &(from, to) in edges.keys() {
        successors[from].push(to);
    }
    let mut index = vec![usize::MAX; count];
    let mut low = vec![0; count];
    let mut on_stack = vec![false; count];
    let mut stack = Vec::new();
    let mut components = Vec::new();
    let mut next_index = 0;
    for start in 0..count {
        if index[start] != usize::MAX {
            continue;
        }
        // Each frame: a module and how many of its successors were looked at.
        let mut frames = vec![(start, 0)];
        index[start] = next_index;
        low[start] = next_index;
        next_index += 1;
        stack.push(start);
        on_stack[start] = true;
        while let Some(&mut (module, ref mut seen)) = frames.last_mut() {
            if let Some(&next) = successors[module].get(*seen) {
                *seen += 1;
                if index[next] == usize::MAX {
                    index[next] = next_index;
                    low[next] = next_index;
                    next_index += 1;
                    stack.push(next);
                    on_stack[next] = true;
                    frames.push((next, 0));
                } else if on_stack[next] {
                    low[module] = low[module].min(index[next]);
                }
                continue;
            }
            frames.pop();
            if let Some(&(caller, _)) = frames.last() {
                low[caller] = low[caller].min(low[module]);
            }
            if low[module] == index[module] {
                let mut component = BTreeSet::new();
                while let Some(member) = stack.pop() {
                    on_stack[member] = false;
                    component.insert(member);
                    if member == module {
                        break;
                    }
                }
                components.push(component);
            }
        }
    }
    components
}

// ---------------------------------------------------------------------------------------
// Reading one file's dependencies

/// The modules each scope brought in with `use`: `use super::cache;` makes `cache::plan::X`
/// name `plan`, `use super::*;` makes the parent's children reachable by their names.
#[derive(Default)]
struct ImportedModules {
    by_name: BTreeMap<(ModuleId, String), ModuleId>,
    globs: BTreeMap<ModuleId, Vec<ModuleId>>,
}

impl ImportedModules {
    fn find(&self, scope: ModuleId, name: &str, graph: &ModuleGraph) -> Option<ModuleId> {
        if let Some(&module) = self.by_name.get(&(scope, name.to_string())) {
            return Some(module);
        }
        let globbed = self.globs.get(&scope)?;
        globbed
            .iter()
            .find_map(|&m| graph.modules[m].children.get(name).copied())
    }
}

/// One `use` leaf: its full path, and what it brings into scope.
struct UseLeaf {
    scope: ModuleId,
    segments: Vec<String>,
    /// The name it binds (`None` for a glob).
    binds: Option<String>,
}

/// Collects, for one file module, the modules its paths name. Runs in two steps: the
/// `use` declarations first (they may come after the code that relies on them), then
/// every path in the code.
struct Dependencies<'g> {
    graph: &'g ModuleGraph,
    /// The module being read: the file's, or an inline `mod { … }` inside it.
    scope: ModuleId,
    reading_uses: bool,
    uses: Vec<UseLeaf>,
    imported: ImportedModules,
    found: Vec<(ModuleId, String)>,
}

impl<'g> Dependencies<'g> {
    fn new(graph: &'g ModuleGraph, file_module: ModuleId) -> Self {
        Dependencies {
            graph,
            scope: file_module,
            reading_uses: true,
            uses: Vec::new(),
            imported: ImportedModules::default(),
            found: Vec::new(),
        }
    }

    fn read(&mut self, file: &syn::File) {
        self.visit_file(file);
        self.settle_uses();
        self.reading_uses = false;
        self.visit_file(file);
    }

    /// A `use` of a whole module only brings its name into scope; the code's paths through
    /// that name are the dependencies. A `use` of an item, or a glob, is one itself.
    /// Imports may build on one another (`use super::cache; use cache::plan;`), so a leaf
    /// that does not resolve yet is tried again once the others are known.
    fn settle_uses(&mut self) {
        let mut pending = std::mem::take(&mut self.uses);
        loop {
            let before = pending.len();
            pending.retain(|leaf| !self.settle(leaf));
            if pending.is_empty() || pending.len() == before {
                break;
            }
        }
    }

    /// Returns whether `leaf` resolved inside the crate.
    fn settle(&mut self, leaf: &UseLeaf) -> bool {
        let resolved = if leaf.segments.len() == 1 && leaf.binds.is_some() {
            // `use name;` of a child module or an import: only a new name for it.
            None
        } else {
            self.graph
                .resolve(leaf.scope, &leaf.segments, &self.imported)
        };
        let Some((module, whole_path_is_modules)) = resolved else {
            return false;
        };
        let written = leaf.segments.join("::");
        match (&leaf.binds, whole_path_is_modules) {
            (Some(name), true) => {
                self.imported
                    .by_name
                    .insert((leaf.scope, name.clone()), module);
            }
            (None, true) => {
                self.imported
                    .globs
                    .entry(leaf.scope)
                    .or_default()
                    .push(module);
                self.found.push((module, format!("{written}::*")));
            }
            (_, false) => self.found.push((module, written)),
        }
        true
    }

    fn flatten_use(&mut self, prefix: &mut Vec<String>, tree: &syn::UseTree) {
        let scope = self.scope;
        match tree {
            syn::UseTree::Path(path) => {
                prefix.push(path.ident.to_string());
                self.flatten_use(prefix, &path.tree);
                prefix.pop();
            }
            syn::UseTree::Name(name) if name.ident == "self" => {
                let binds = prefix.last().cloned();
                self.uses.push(UseLeaf {
                    scope,
                    segments: prefix.clone(),
                    binds,
                });
            }
            syn::UseTree::Name(name) => {
                let mut segments = prefix.clone();
                segments.push(name.ident.to_string());
                let binds = Some(name.ident.to_string());
                self.uses.push(UseLeaf {
                    scope,
                    segments,
                    binds,
                });
            }
            syn::UseTree::Rename(rename) => {
                let mut segments = prefix.clone();
                segments.push(rename.ident.to_string());
                let binds = Some(rename.rename.to_string());
                self.uses.push(UseLeaf {
                    scope,
                    segments,
                    binds,
                });
            }
            syn::UseTree::Glob(_) => {
                self.uses.push(UseLeaf {
                    scope,
                    segments: prefix.clone(),
                    binds: None,
                });
            }
            syn::UseTree::Group(group) => {
                for item in &group.items {
                    self.flatten_use(prefix, item);
                }
            }
        }
    }

    fn note_path(&mut self, segments: Vec<String>) {
        if let Some((module, _)) = self.graph.resolve(self.scope, &segments, &self.imported) {
            self.found.push((module, segments.join("::")));
        }
    }

    /// Macro arguments are tokens, not syntax: every `a::b::c` run in them is read as a
    /// path (`format!("{}", super::launch::NAME)` names `launch`).
    fn note_token_paths(&mut self, tokens: TokenStream) {
        let tokens: Vec<TokenTree> = tokens.into_iter().collect();
        let mut at = 0;
        while at < tokens.len() {
            match &tokens[at] {
                TokenTree::Group(group) => {
                    self.note_token_paths(group.stream());
                    at += 1;
                }
                TokenTree::Ident(first) if !follows_path_separator(&tokens, at) => {
                    let mut segments = vec![first.to_string()];
                    at += 1;
                    while is_path_separator(&tokens, at) {
                        let Some(TokenTree::Ident(next)) = tokens.get(at + 2) else {
                            break;
                        };
                        segments.push(next.to_string());
                        at += 3;
                    }
                    self.note_path(segments);
                }
                _ => at += 1,
            }
        }
    }
}

fn is_path_separator(tokens: &[TokenTree], at: usize) -> bool {
    matches!(
        (tokens.get(at), tokens.get(at + 1)),
        (Some(TokenTree::Punct(a)), Some(TokenTree::Punct(b)))
            if a.as_char() == ':' && a.spacing() == Spacing::Joint && b.as_char() == ':'
    )
}

/// `::name` at the start of a path names another crate (`::std::…`), never a module here.
fn follows_path_separator(tokens: &[TokenTree], at: usize) -> bool {
    at >= 2 && is_path_separator(tokens, at - 2)
}

impl<'ast> Visit<'ast> for Dependencies<'_> {
    fn visit_item_mod(&mut self, declaration: &'ast syn::ItemMod) {
        if declaration.content.is_none() {
            // A module in its own file is read on its own.
            return;
        }
        let outer = self.scope;
        // A module inside a function body is not in the tree; its paths are read as the
        // function's module's.
        let inline = self.graph.modules[outer]
            .children
            .get(&declaration.ident.to_string());
        self.scope = inline.copied().unwrap_or(outer);
        visit::visit_item_mod(self, declaration);
        self.scope = outer;
    }

    fn visit_item_use(&mut self, item: &'ast syn::ItemUse) {
        if self.reading_uses && item.leading_colon.is_none() {
            self.flatten_use(&mut Vec::new(), &item.tree);
        }
    }

    fn visit_path(&mut self, path: &'ast syn::Path) {
        if !self.reading_uses && path.leading_colon.is_none() {
            self.note_path(path.segments.iter().map(|s| s.ident.to_string()).collect());
        }
        visit::visit_path(self, path);
    }

    fn visit_macro(&mut self, mac: &'ast syn::Macro) {
        if !self.reading_uses {
            self.note_token_paths(mac.tokens.clone());
        }
        visit::visit_macro(self, mac);
    }
}

// ---------------------------------------------------------------------------------------
// The checks themselves, on small made-up crates: each rule must be able to fail.

mod the_rules_catch {
    use super::*;

    /// The circles of a made-up crate given as `(file, text)` pairs, rooted at `lib.rs`.
    fn circles_of(files: &[(&str, &str)]) -> Vec<String> {
        let sources = files
            .iter()
            .map(|(f, t)| (f.to_string(), t.to_string()))
            .collect();
        ModuleGraph::build(&sources, "lib.rs").circles()
    }

    fn function_of(lines: usize) -> String {
        let mut text = String::from("fn long() {\n");
        for line in 0..lines - 2 {
            text.push_str(&format!("    let _x{line} = {line};\n"));
        }
        text.push_str("}\n");
        assert_eq!(text.lines().count(), lines);
        text
    }

    #[test]
    fn two_siblings_using_each_other() {
        let circles = circles_of(&[
            ("lib.rs", "mod launch; mod host_side;"),
            (
                "launch.rs",
                "use crate::host_side::region; pub struct Launch;",
            ),
            (
                "host_side.rs",
                "pub fn region() -> super::launch::Launch { super::launch::Launch }",
            ),
        ]);
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert!(circles[0]
            .contains("launch (launch.rs) -> host_side (host_side.rs): crate::host_side::region"));
        assert!(circles[0]
            .contains("host_side (host_side.rs) -> launch (launch.rs): super::launch::Launch"));
    }

    #[test]
    fn not_a_child_using_its_parent() {
        let circles = circles_of(&[
            ("lib.rs", "mod offload; pub struct Options;"),
            ("offload/mod.rs", "mod kernel; pub use kernel::Kernel; pub struct Limits;"),
            ("offload/kernel.rs", "use super::Limits; use crate::Options;\npub struct Kernel(Limits, Options, super::super::Options);"),
        ]);
        assert!(circles.is_empty(), "{circles:?}");
    }

    #[test]
    fn three_modules_through_a_subdirectory() {
        let circles = circles_of(&[
            ("lib.rs", "mod offload; mod dialect;"),
            ("offload/mod.rs", "mod cache; mod rewrite;"),
            ("offload/cache/mod.rs", "mod plan;"),
            (
                "offload/cache/plan.rs",
                "pub fn plan() { super::super::rewrite::Lanes::new(); }",
            ),
            (
                "offload/rewrite.rs",
                "use crate::dialect::{self, Dialect};\npub struct Lanes;",
            ),
            (
                "dialect.rs",
                "pub struct Dialect;\nfn f() { crate::offload::cache::plan::plan() }",
            ),
        ]);
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert!(circles[0].contains("circle of 3 modules"), "{}", circles[0]);
        assert!(circles[0].contains("offload::cache::plan (offload/cache/plan.rs) -> offload::rewrite (offload/rewrite.rs): super::super::rewrite::Lanes::new"));
    }

    #[test]
    fn paths_through_imported_modules_and_macros() {
        let circles = circles_of(&[
            ("lib.rs", "mod cache; mod print;"),
            ("cache/mod.rs", "pub mod plan;"),
            (
                "cache/plan.rs",
                "pub const NAME: &str = \"\"; fn f() { println!(\"{}\", crate::print::WIDTH); }",
            ),
            (
                "print.rs",
                "use crate::cache;\npub const WIDTH: usize = cache::plan::NAME.len();",
            ),
        ]);
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert!(circles[0]
            .contains("print (print.rs) -> cache::plan (cache/plan.rs): cache::plan::NAME"));
        assert!(circles[0]
            .contains("cache::plan (cache/plan.rs) -> print (print.rs): crate::print::WIDTH"));
    }

    #[test]
    fn not_names_in_strings_comments_or_other_crates() {
        let circles = circles_of(&[
            ("lib.rs", "mod a; mod b;"),
            ("a.rs", "use super::b::B; pub struct A;"),
            ("b.rs", "// super::a::A\npub struct B; const S: &str = \"crate::a::A\"; use ::a::A; fn f(a: i32) -> i32 { a }"),
        ]);
        assert!(circles.is_empty(), "{circles:?}");
    }

    #[test]
    fn an_inline_module_belongs_to_its_file() {
        let circles = circles_of(&[
            ("lib.rs", "mod a; mod b;"),
            (
                "a.rs",
                "pub struct A; mod tests { use super::*; fn t() { super::super::b::f(); } }",
            ),
            ("b.rs", "pub fn f() -> crate::a::A { crate::a::A }"),
        ]);
        assert_eq!(circles.len(), 1, "{circles:?}");
        assert!(
            circles[0].contains("a (a.rs) -> b (b.rs): super::super::b::f"),
            "{}",
            circles[0]
        );
    }

    #[test]
    fn a_function_of_200_lines() {
        let found = long_functions("f.rs", &function_of(200));
        assert_eq!(found, ["f.rs:1: fn `long` is 200 lines"]);
    }

    #[test]
    fn not_a_function_of_199_lines() {
        assert!(long_functions("f.rs", &function_of(199)).is_empty());
    }

    #[test]
    fn a_long_method_counted_from_its_fn_line() {
        let text = format!(
            "impl S {{\n    /// Doc.\n    #[inline]\n    {}}}\n",
            function_of(200)
        );
        assert_eq!(
            long_functions("s.rs", &text),
            ["s.rs:4: fn `long` is 200 lines"]
        );
    }
}
