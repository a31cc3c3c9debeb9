//! A kernel's parameters, decided from the records the kernels pass made before them
//! (`Decisions`): in the order the kernel takes them — the sizes of its grid of gangs, how
//! each variable reaches it (values and device pointers, then the member pointers'), its
//! reductions' targets, accumulators and sections, the copies of its `cache` ranges into
//! constant memory, the `--cache-check` flag, and the values its iteration space reads.
//! The kernel builder prints the signature from them and the launch passes one argument
//! for each ([`super::launch`]).

use accc_ir::atomic::AtomicOp;
use accc_ir::host::HostExpr;
use accc_ir::kernel::capture::{Capture, CaptureKind, Captured};
use accc_ir::kernel::reduce::{GangReduction, ReductionParam};
use accc_ir::kernel::{Decisions, Param, ValueRole, ValueType, DIM_GANGS};
use accc_ir::tile::{KernelCache, CHECK_FLAG, CHECK_FLAG_HOST};

/// The parameters of the kernel `decided` describes; `type_text` spells a C type (its
/// declaration without a declarator) as the device language declares it.
pub fn params(decided: &Decisions, type_text: &dyn Fn(&str) -> String) -> Vec<Param> {
    let mut params = gang_grid(decided);
    for v in &decided.capture.variables {
        params.extend(captured(v, type_text));
    }
    for m in &decided.capture.member_pointers {
        params.extend(m.pointer.params());
    }
    for g in &decided.reductions.gang {
        params.extend(g.params.iter().map(|p| reduction(g, p)));
    }
    params.extend(constant_copies(&decided.cache, &decided.capture));
    if decided.cache.check_flag {
        params.push(Param::cache_check_flag(
            CHECK_FLAG.into(),
            HostExpr::var(CHECK_FLAG_HOST).address(),
        ));
    }
    params.extend(decided.space.params.iter().cloned());
    params
}

/// The gangs along the lower dimensions of a gang × vector kernel's grid of gangs.
fn gang_grid(decided: &Decisions) -> Vec<Param> {
    let Some(g) = decided.gang_grid.as_ref() else {
        return Vec::new();
    };
    if decided.vector_loops.is_empty() {
        return Vec::new();
    }
    (DIM_GANGS.iter().zip(&g.inner).enumerate())
        .map(|(k, (name, host))| Param::Value {
            name: name.to_string(),
            ty: ValueType::Long,
            host: host.clone(),
            role: ValueRole::DimGangs(k),
        })
        .collect()
}

/// The parameters through which variable `v` reaches the kernel.
fn captured(v: &Captured, type_text: &dyn Fn(&str) -> String) -> Vec<Param> {
    let host = HostExpr::var(&v.name);
    let value = |name: &str| Param::Value {
        name: name.to_string(),
        ty: ValueType::C(type_text(&v.ty.declare(""))),
        host: host.clone(),
        role: ValueRole::Other,
    };
    match &v.how {
        CaptureKind::FirstprivateArray { pointer, .. }
        | CaptureKind::DevicePointer { pointer, .. } => pointer.params(),
        CaptureKind::FirstprivateValue { param } => vec![value(param)],
        CaptureKind::Value => vec![value(&v.kname)],
        CaptureKind::PointerBits { param } => vec![Param::Value {
            name: param.clone(),
            ty: ValueType::Long,
            host: host.cast("long"),
            role: ValueRole::Other,
        }],
        CaptureKind::ThroughPointer { param } => vec![Param::data_pointer(
            param.clone(),
            v.ty.clone(),
            host.paren().address(),
        )],
        CaptureKind::LoopVariable
        | CaptureKind::GangLoopVariable
        | CaptureKind::Reduction
        | CaptureKind::Refused
        | CaptureKind::GangShared { .. }
        | CaptureKind::Private { .. } => Vec::new(),
    }
}

/// The kernel parameter of reduction `g` that `p` describes.
fn reduction(g: &GangReduction, p: &ReductionParam) -> Param {
    let name = g.name_of(p.role());
    match p {
        ReductionParam::Target { pointee, host } => {
            Param::data_pointer(name, pointee.clone(), host.clone())
        }
        ReductionParam::Accumulator { pointee, host } => Param::Accumulator {
            name,
            pointee: pointee.clone(),
            host: host.clone(),
            identity: AtomicOp::from_reduction(g.op.combining(g.ty.is_bool()))
                .host_identity(pointee),
        },
        ReductionParam::SectionStart { host } | ReductionParam::SectionLength { host } => {
            Param::Value {
                name,
                ty: ValueType::Long,
                host: host.clone(),
                role: ValueRole::Other,
            }
        }
    }
}

/// A parameter for each of `cache`'s copies into constant memory (which the runtime fills
/// before the launch), from the host data of the device pointer `capture` reads it
/// through.
fn constant_copies(cache: &KernelCache, capture: &Capture) -> Vec<Param> {
    let plans = || cache.regions.iter().map(|r| &r.plan);
    (cache.constants.iter())
        .map(|copy| {
            let plan = plans().find(|p| p.id == copy.region);
            let plan = plan.expect("a constant copy's region is one of the kernel's");
            let pointer = (capture.variables.iter()).find(|v| {
                v.sym == copy.sym
                    && matches!(
                        v.how,
                        CaptureKind::DevicePointer {
                            cache_constant: true,
                            ..
                        }
                    )
            });
            let host = &pointer
                .expect("a constant copy is of a device pointer the kernel only reads")
                .name;
            Param::ConstantCopy {
                symbol: plan.constant_name(copy.var),
                host: HostExpr::ElementAddress {
                    base: Box::new(HostExpr::var(host)),
                    index: copy.lower,
                },
                bytes: copy.bytes,
            }
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use accc_front::ast::BasicType;
    use accc_front::Span;
    use accc_ir::kernel::{GangGrid, IterationSpace, SpaceForm};
    use accc_sema::Type;

    use super::*;

    fn captured(name: &str, how: CaptureKind) -> Captured {
        Captured {
            sym: 0,
            name: name.into(),
            kname: name.into(),
            ty: Type::Basic(BasicType::UInt),
            space: None,
            how,
        }
    }

    /// The grid's sizes first, then the variables (in the device language's spelling),
    /// the check flag and the iteration space's values last.
    #[test]
    fn parameters_in_the_order_the_kernel_takes_them() {
        let mut space = IterationSpace::without_loops(SpaceForm::GridStride, "n");
        space.params = vec![Param::Value {
            name: "__accc_n".into(),
            ty: ValueType::Long,
            host: "n".into(),
            role: ValueRole::Iterations,
        }];
        let mut decided = Decisions::plain("k".into(), 128, space);
        decided.vector_loops = vec![Span::DUMMY];
        decided.gang_grid = Some(GangGrid {
            inner: vec![HostExpr::var("g")],
            outer: None,
            rows: Vec::new(),
        });
        decided.capture.variables = vec![
            captured("i", CaptureKind::LoopVariable),
            captured("c", CaptureKind::Value),
            captured(
                "s",
                CaptureKind::ThroughPointer {
                    param: "__accc_s".into(),
                },
            ),
        ];
        decided.cache.check_flag = true;
        let spelt = |c: &str| c.replace("unsigned int", "uint");
        let params = params(&decided, &spelt);
        let names: Vec<_> = params.iter().map(|p| p.name().unwrap()).collect();
        assert_eq!(
            names,
            ["__accc_g1", "c", "__accc_s", CHECK_FLAG, "__accc_n"]
        );
        assert!(
            matches!(&params[0], Param::Value { role: ValueRole::DimGangs(0), host, .. } if *host == HostExpr::var("g"))
        );
        assert!(matches!(&params[1], Param::Value { ty: ValueType::C(t), .. } if t == "uint"));
        assert!(
            matches!(&params[2], Param::DevicePtr { host, .. } if *host == HostExpr::var("s").paren().address())
        );
        // Without vector loops the grid's sizes are not the kernel's.
        decided.vector_loops.clear();
        assert_eq!(super::params(&decided, &spelt).len(), 4);
    }
}
