//! What a kernel runs, as views of the outline's record (`outline::Unit`) on the region's
//! syntax: the loop nest (fused where the outline fuses it), the statements or the
//! gang-redundant region, and the statements, loop variables, reductions and private
//! variables that the kernels pass decides on and the kernel builder prints.

use accc_front::ast::Stmt;
use accc_sema::SymbolId;

use super::outline::Unit as OutlinedUnit;
use crate::{ComputeRegion, Loop};

/// What one kernel executes.
pub enum Unit<'r, 'a> {
    /// A parallel loop nest, spread over every thread.
    Loop(&'r Loop<'a>),
    /// Statements run by one thread.
    Serial(Vec<&'a Stmt>),
    /// A `parallel` region with gang-redundant code: one thread per gang runs the whole
    /// region, and its gang loops are spread over the gangs. `reductions` are those of
    /// the construct and of its gang loops.
    Gang {
        stmt: &'a Stmt,
        loop_vars: Vec<SymbolId>,
        reductions: Vec<crate::Reduction>,
    },
}

/// What a kernel runs: its statements, the loop variables it declares, and the reductions
/// and private variables of its loop (with those of the construct around it), as the
/// outline recorded them (`outline::LoopContents`).
pub struct Contents<'u> {
    pub stmts: Vec<&'u Stmt>,
    pub loop_vars: Vec<SymbolId>,
    pub reductions: Vec<crate::Reduction>,
    pub private: Vec<SymbolId>,
    pub firstprivate: Vec<SymbolId>,
}

/// What `unit` runs, with the contents the outline recorded for a loop kernel (`outlined`).
pub fn contents<'u>(unit: &Unit<'u, '_>, outlined: &OutlinedUnit) -> Contents<'u> {
    match unit {
        Unit::Loop(l) => {
            let OutlinedUnit::Loop { contents, .. } = outlined else {
                panic!("a loop kernel's unit outlined as another kind of kernel")
            };
            Contents {
                stmts: vec![l.collapsed_body()],
                loop_vars: contents.loop_vars.clone(),
                reductions: contents.reductions.clone(),
                private: contents.private.clone(),
                firstprivate: contents.firstprivate.clone(),
            }
        }
        Unit::Serial(stmts) => Contents {
            stmts: stmts.clone(),
            loop_vars: Vec::new(),
            reductions: Vec::new(),
            private: Vec::new(),
            firstprivate: Vec::new(),
        },
        Unit::Gang {
            stmt,
            loop_vars,
            reductions,
        } => Contents {
            stmts: vec![*stmt],
            loop_vars: loop_vars.clone(),
            reductions: reductions.clone(),
            private: Vec::new(),
            firstprivate: Vec::new(),
        },
    }
}

/// The fused form of each loop kernel's nest among the outlined `units` of region `r`
/// where the outline fuses it (a reducing gang/vector nest run as one `collapse(2)` nest,
/// `accc_passes::gpu::fuse`), by unit.
pub fn fused_loops<'a>(r: &ComputeRegion<'a>, units: &[OutlinedUnit]) -> Vec<Option<Loop<'a>>> {
    (units.iter())
        .map(|u| match u {
            OutlinedUnit::Loop {
                stmt, fused: true, ..
            } => Some(
                (r.outermost_loop_at(*stmt))
                    .expect("an outlined loop of the region")
                    .fused_with_vector_loop(),
            ),
            _ => None,
        })
        .collect()
}

/// What the kernel of outlined unit `u` of region `r` runs (`fused`: the fused form of
/// its loop, where the outline fuses it).
pub fn unit<'r, 'a>(
    r: &'r ComputeRegion<'a>,
    u: &OutlinedUnit,
    fused: Option<&'r Loop<'a>>,
) -> Unit<'r, 'a> {
    match u {
        OutlinedUnit::Loop { stmt, .. } => Unit::Loop(fused.unwrap_or_else(|| {
            (r.outermost_loop_at(*stmt)).expect("an outlined loop of the region")
        })),
        OutlinedUnit::Serial { stmts } => Unit::Serial(
            (stmts.iter())
                .map(|&s| {
                    r.statement_at(s)
                        .expect("an outlined statement of the region")
                })
                .collect(),
        ),
        OutlinedUnit::Gang {
            loop_vars,
            reductions,
            ..
        } => Unit::Gang {
            stmt: r.stmt,
            loop_vars: loop_vars.clone(),
            reductions: reductions.clone(),
        },
    }
}
