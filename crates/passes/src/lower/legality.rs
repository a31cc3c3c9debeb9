//! What device code cannot declare or do, whatever it runs on: C11 atomic objects,
//! variable-length arrays, and the assignment of a pointer member a kernel receives as a
//! parameter of its own. Run over each kernel's statements and each routine's body; the
//! device printers then only print.

use std::collections::HashMap;

use accc_front::ast::{Block, Declaration, Expr, ExprKind, FunctionDef, Stmt, StmtKind, UnaryOp};
use accc_front::{Diagnostic, SourceMap};
use accc_sema::analyze::Sema;
use accc_sema::SymbolId;

use super::members::member_chain;
use super::sizes::fixed_size_array;

/// The errors of the declarations in `s` (nested statements and GNU statement expressions
/// included) that device code cannot have: a C11 atomic object, a variable-length array.
pub fn declarations(s: &Stmt, sema: &Sema) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    s.walk(&mut |s| {
        for d in accc_ir::statics::declarations_of(s) {
            declaration(d, sema, &mut errors);
        }
    });
    for inner in statement_expressions(s) {
        errors.append(&mut declarations(&inner, sema));
    }
    errors
}

/// The errors of [`declarations`] in the body of routine `f`.
pub fn routine_declarations(f: &FunctionDef, sema: &Sema) -> Vec<Diagnostic> {
    declarations(&block_statement(&f.body), sema)
}

/// The GNU statement expressions (`({ … })`) in `s` that no other one holds, each as the
/// compound statement it is.
fn statement_expressions(s: &Stmt) -> Vec<Stmt> {
    let mut found = Vec::new();
    s.walk_exprs(&mut |e| {
        if let ExprKind::StmtExpr(b) = &e.kind {
            found.push(block_statement(b));
        }
    });
    found
}

fn block_statement(b: &Block) -> Stmt {
    Stmt {
        pragmas: Vec::new(),
        kind: StmtKind::Compound(b.clone()),
        span: b.span,
    }
}

fn declaration(d: &Declaration, sema: &Sema, errors: &mut Vec<Diagnostic>) {
    for init in &d.declarators {
        let Some(id) = sema.symbols.declared_by(&init.declarator) else {
            continue;
        };
        let sym = sema.symbols.get(id);
        let span = init.declarator.name_span();
        // Dropping `_Atomic` would be right for a thread's own variable but not for one
        // its gang shares, so it is refused.
        if sym.ty.has_atomic() {
            errors.push(
                Diagnostic::error(
                    span,
                    format!("`{}` is declared `_Atomic`, which device code cannot have", sym.name),
                )
                .with_label("a C11 atomic object")
                .with_note("neither CUDA nor OpenCL C kernels have C11 atomic types")
                .with_help("declare it without `_Atomic`, and make the updates other threads may race with `#pragma acc atomic`"),
            );
        }
        // Neither CUDA nor OpenCL C has variable-length arrays in device code.
        if sym.ty.is_array() && !fixed_size_array(sema, &sym.ty) {
            errors.push(
                Diagnostic::error(
                    span,
                    format!(
                        "`{}` is a variable-length array, which device code cannot declare",
                        sym.name
                    ),
                )
                .with_label("its size is known only at run time")
                .with_help("give it a constant size (the most it needs)"),
            );
        }
    }
}

/// The errors of the assignments (and increments) in `s` of a pointer member that the
/// kernel receives as a parameter of its own (`passed`, by member chain: the device
/// rewriter's `member_pointers`): the kernel would change its parameter, not the struct.
pub fn member_pointer_assignments(
    s: &Stmt,
    sema: &Sema,
    sm: &SourceMap,
    passed: &HashMap<(SymbolId, String), String>,
) -> Vec<Diagnostic> {
    let mut errors = Vec::new();
    s.walk_exprs(&mut |e| {
        let assigned = match &e.kind {
            ExprKind::Assign { lhs, .. } => lhs,
            ExprKind::Unary {
                op: UnaryOp::PreInc | UnaryOp::PreDec | UnaryOp::PostInc | UnaryOp::PostDec,
                expr,
            } => expr,
            _ => return,
        };
        if member_chain(assigned, sema).is_some_and(|k| passed.contains_key(&k)) {
            errors.push(member_pointer_assigned(assigned, sm));
        }
    });
    for inner in statement_expressions(s) {
        errors.append(&mut member_pointer_assignments(&inner, sema, sm, passed));
    }
    errors
}

fn member_pointer_assigned(lhs: &Expr, sm: &SourceMap) -> Diagnostic {
    let member = sm.snippet(lhs.span);
    Diagnostic::error(
        lhs.span,
        format!("pointer member `{member}` is assigned in a compute region, but the kernel receives it as a pointer of its own"),
    )
    .with_label("the struct would keep its old pointer")
    .with_note("OpenCL 1.2 devices cannot follow a pointer stored in a struct's device copy, so accc passes each pointer member a kernel uses as a kernel argument")
    .with_help(format!("assign `{member}` outside the region, or copy it into a local pointer and change that"))
}
