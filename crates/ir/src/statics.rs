//! Writable `static` variables declared in device code — a compute construct or a
//! `routine` function — are an error on every target. OpenACC 3.3 §2.15.1 supports no
//! function static variables in routines, and one declared in a compute construct would
//! be a single object that every thread of the device shares, racing. A `static const`
//! table (its elements, for an array, and a pointer itself `const`) is read-only: every
//! target accepts it (OpenCL C makes it program-scope `__constant` data).

use accc_front::ast::{
    Block, BlockItem, Declaration, ExprKind, ForInit, LocalDecl, LocalDeclKind, Stmt, StmtKind,
    Storage,
};
use accc_front::Diagnostic;
use accc_sema::analyze::Sema;

/// The errors of the writable static variables that device code `s` declares (inside GNU
/// statement expressions too).
pub(crate) fn writable_statics(s: &Stmt, sema: &Sema, errors: &mut Vec<Diagnostic>) {
    s.walk(&mut |s| {
        for d in declarations_of(s) {
            declaration(d, sema, errors);
        }
    });
    s.walk_exprs(&mut |e| {
        if let ExprKind::StmtExpr(b) = &e.kind {
            writable_statics_in(b, sema, errors);
        }
    });
}

/// [`writable_statics`] of the items of block `b` (a routine's body).
pub(crate) fn writable_statics_in(b: &Block, sema: &Sema, errors: &mut Vec<Diagnostic>) {
    for item in &b.items {
        match item {
            BlockItem::Stmt(s) => writable_statics(s, sema, errors),
            BlockItem::Decl(LocalDecl {
                kind: LocalDeclKind::Decl(d),
                ..
            }) => declaration(d, sema, errors),
            BlockItem::Decl(_) => {}
        }
    }
}

/// The declarations statement `s` makes itself: a block's, or a `for` loop's.
pub fn declarations_of(s: &Stmt) -> Vec<&Declaration> {
    match &s.kind {
        StmtKind::Compound(b) => (b.items.iter())
            .filter_map(|item| match item {
                BlockItem::Decl(LocalDecl {
                    kind: LocalDeclKind::Decl(d),
                    ..
                }) => Some(d),
                _ => None,
            })
            .collect(),
        StmtKind::For {
            init: Some(ForInit::Decl(d)),
            ..
        } => vec![d],
        _ => Vec::new(),
    }
}

fn declaration(d: &Declaration, sema: &Sema, errors: &mut Vec<Diagnostic>) {
    if !d.specs.storage.contains(&Storage::Static) {
        return;
    }
    let syms = &sema.symbols;
    let writable = (d.declarators.iter())
        .filter_map(|i| syms.declared_by(&i.declarator))
        .find(|&id| !syms.get(id).ty.is_object_const());
    if let Some(id) = writable {
        let name = &syms.get(id).name;
        errors.push(
            Diagnostic::error(
                d.span,
                format!("static variable `{name}` in device code: every thread would share it"),
            )
            .with_label("not constant")
            .with_note("a writable static in a compute construct or a routine is one object that all the device's threads race on (OpenACC supports no function static variables in routines)")
            .with_help("declare it `static const` (with a constant initialiser; a pointer or array of pointers: `static const char *const`) if it is a table, else a local variable or a global variable with `#pragma acc declare`"),
        );
    }
}
