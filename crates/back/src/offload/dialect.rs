//! The choice of device language, as the driver makes it (`--target`): each [`Dialect`]
//! selects the [`Target`] that prints its kernels and answers for the host code of the
//! runtime's kernel descriptors (which program slot, the CUDA image). The printers ask the
//! target, never the choice itself.

use super::target::{self, Target};

/// A device language accc offloads to.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Dialect {
    OpenCl,
    Cuda,
}

impl Dialect {
    /// The target that prints this dialect's kernels.
    pub fn target(self) -> &'static dyn Target {
        match self {
            Dialect::OpenCl => &target::OpenCl,
            Dialect::Cuda => &target::Cuda,
        }
    }

    /// What the passes ask of this dialect's target (`Target::caps`).
    pub fn caps(self) -> accc_ir::Caps {
        self.target().caps()
    }

    /// What the kernel decisions (`accc_passes::gpu::kernel`) ask of this dialect's target,
    /// under the cache options `cache`.
    pub fn device(self, cache: &accc_ir::tile::CacheOptions) -> accc_passes::gpu::kernel::Device {
        let target = self.target();
        accc_passes::gpu::kernel::Device {
            caps: target.caps(),
            cache: cache.clone(),
            kernel_ident: Box::new(move |name| target.kernel_ident(name)),
            pointers_in_device_memory: target.pointers_in_device_memory(),
            prefetches: target.prefetch("").is_some(),
            address_spaces: target.address_spaces(),
            recursion: target.recursion(),
        }
    }
}

#[cfg(test)]
mod tests {
    use std::collections::BTreeSet;

    use accc_front::ast::BasicType;
    use accc_sema::Type;

    use super::super::target::Shuffle;
    use super::*;
    use accc_ir::atomic::AtomicOp;

    #[test]
    fn caps_answer_as_the_dialect_did() {
        // (dialect, constant memory, shared-memory word, block word, device type): what
        // the cache planner and the kernel-shape analyses asked of `Dialect` before they
        // asked `Caps` (`tile_shape` matched the dialect to "opencl" and "nvidia" itself).
        let table = [
            (Dialect::Cuda, true, "shared memory", "block", "nvidia"),
            (
                Dialect::OpenCl,
                false,
                "local memory",
                "work-group",
                "opencl",
            ),
        ];
        for (d, constant, shared, block, device) in table {
            let target = d.target();
            let caps = target.caps();
            assert_eq!(caps.constant_memory, constant, "{d:?}");
            assert_eq!(caps.constant_memory, d == Dialect::Cuda, "{d:?}");
            assert_eq!(caps.shared_memory_word, shared, "{d:?}");
            assert_eq!(
                caps.shared_memory_word,
                target.shared_memory_word(),
                "{d:?}"
            );
            assert_eq!(caps.block_word, block, "{d:?}");
            assert_eq!(caps.block_word, target.block_word(), "{d:?}");
            assert_eq!(caps.device_type, device, "{d:?}");
            assert_eq!(caps.device_type, target.device_type(), "{d:?}");
            // The data operations' messages and `ACCRT_RESULT` (moved from data.rs, which
            // matched the dialect itself).
            assert_eq!(caps.name, format!("{d:?}").to_lowercase(), "{d:?}");
            assert_eq!(caps.last_block_combines, d == Dialect::Cuda, "{d:?}");
            // The atomic statements' run-time test (moved from the rewriter, which asked
            // the target while printing).
            assert_eq!(caps.atomics_check_local_memory, d == Dialect::Cuda, "{d:?}");
            // The typedef names the device language has (`Target::builtin_typedef` before;
            // passes::needs and the type definitions ask Caps).
            let builtin = ["uchar", "ushort", "uint", "ulong"];
            for name in builtin {
                assert_eq!(
                    caps.builtin_typedef(name),
                    d == Dialect::OpenCl,
                    "{d:?}: {name}"
                );
            }
            assert!(caps.builtin_typedef("size_t"), "{d:?}");
            assert!(!caps.builtin_typedef("point"), "{d:?}");
        }
    }

    #[test]
    fn targets_answer_the_printers_questions_as_the_dialect_matches_did() {
        // What the printers outside the target modules decided by matching the dialect
        // before they asked the target: each question is CUDA's alone, but address
        // spaces, which only OpenCL has.
        for d in [Dialect::Cuda, Dialect::OpenCl] {
            let (t, cuda) = (d.target(), d == Dialect::Cuda);
            let questions = [
                ("last_block_combines", t.last_block_combines()),
                ("pointers_in_device_memory", t.pointers_in_device_memory()),
                ("recursion", t.recursion()),
                ("bit_fields", t.bit_fields()),
                ("cxx", t.cxx()),
                ("unroll_pragmas", t.unroll_pragmas()),
                ("atomics_check_local_memory", t.atomics_check_local_memory()),
                ("packs_gangs", t.packs_gangs()),
                ("no address_spaces", !t.address_spaces()),
                ("no block_count_counter", t.block_count_counter().is_none()),
                ("complex_prelude", !t.complex_prelude().is_empty()),
                ("kernel_entry", !t.kernel_entry().is_empty()),
            ];
            for (question, answer) in questions {
                assert_eq!(answer, cuda, "{d:?}: {question}");
            }
            assert_eq!(t.acc_device(), if cuda { 4 } else { 6 }, "{d:?}");
            assert_eq!(t.float_math_suffix(), if cuda { "f" } else { "" }, "{d:?}");
            let words = t.words();
            assert_eq!(words.unit, t.thread_word(), "{d:?}");
            assert_eq!(words.block, t.block_word(), "{d:?}");
            assert_eq!(words.lanes, t.lane_word(), "{d:?}");
        }
    }

    #[test]
    fn device_pointers_are_parameters_on_cuda_and_buffers_with_offsets_on_opencl() {
        let params = |d: Dialect, delta: Option<&str>| {
            let (mut signature, mut setup) = (Vec::new(), String::new());
            d.target().pointer_parameter(
                "p",
                "float *p",
                "float *",
                delta,
                &mut signature,
                &mut setup,
            );
            (signature.join(", "), setup)
        };
        assert_eq!(
            params(Dialect::Cuda, None),
            ("float *p".into(), String::new())
        );
        assert_eq!(
            params(Dialect::Cuda, Some("d")),
            (
                "char *__accc_b_p".into(),
                "    float *p = (float *)(__accc_b_p - d);\n".into()
            )
        );
        assert_eq!(
            params(Dialect::OpenCl, None),
            (
                "__global char *__accc_b_p, ulong __accc_o_p".into(),
                "    float *p = (float *)(__accc_b_p + __accc_o_p);\n".into()
            )
        );
    }

    #[test]
    fn cxx_keywords_and_opencl_words_are_keywords_and_tags_after_them_are_renamed() {
        let (cl, cuda) = (Dialect::OpenCl.target(), Dialect::Cuda.target());
        for n in [
            "and", "or", "not", "xor_eq", "class", "this", "typename", "nullptr",
        ] {
            assert!(cuda.is_keyword(n), "{n}");
            assert!(!cl.is_keyword(n), "{n}");
        }
        for n in [
            "kernel",
            "global",
            "pipe",
            "quad",
            "bool2",
            "float4x4",
            "half16x2",
            "image2d_t",
        ] {
            assert!(cl.is_keyword(n), "{n}");
        }
        for n in ["float5x2", "quad5", "bool", "boolean", "orbit"] {
            assert_eq!(cl.is_keyword(n), n == "bool", "{n}");
        }
        assert_eq!(
            cuda.rename_keyword_tags("struct class c; union  this *p; int class; /* struct new */ enum\n new e;"),
            "struct class__accc c; union  this__accc *p; int class; /* struct new */ enum\n new__accc e;"
        );
    }

    #[test]
    fn names_of_the_device_language_are_renamed_and_members_only_when_keywords() {
        let cl = Dialect::OpenCl.target();
        for n in [
            "min",
            "barrier",
            "get_global_id",
            "int2",
            "float4",
            "as_float",
            "kernel",
            "native_sqrt",
            "half_cos",
            "convert_int_sat",
            "vstore_half4",
            "as_uint2",
        ] {
            assert_eq!(cl.kernel_ident(n), format!("{n}__accc"), "{n}");
        }
        for n in [
            "sqrt",
            "fabs",
            "x",
            "int5",
            "as_",
            "minimum",
            "half_on_device",
            "as_is",
        ] {
            assert_eq!(cl.kernel_ident(n), n, "{n}");
        }
        assert_eq!(cl.member_ident("min"), "min");
        assert_eq!(cl.member_ident("local"), "local__accc");
        let cuda = Dialect::Cuda.target();
        assert_eq!(cuda.kernel_ident("threadIdx"), "threadIdx__accc");
        assert_eq!(cuda.kernel_ident("barrier"), "barrier");
        assert_eq!(cuda.member_ident("threadIdx"), "threadIdx");
    }

    #[test]
    fn caps_shuffle_the_types_the_targets_shuffle() {
        // The passes ask `Caps::shuffles` what the printers ask `Target::shuffle`.
        use BasicType::*;
        let basics = [
            Bool,
            Char,
            SChar,
            UChar,
            Short,
            UShort,
            Int,
            UInt,
            Long,
            ULong,
            LongLong,
            ULongLong,
            Float,
            Double,
            LongDouble,
            ComplexFloat,
            ComplexDouble,
        ];
        let types = (basics.iter().map(|b| Type::Basic(*b))).chain([Type::Pointer {
            pointee: Box::new(Type::Basic(Int)),
            quals: Default::default(),
        }]);
        for d in [Dialect::Cuda, Dialect::OpenCl] {
            let (target, caps) = (d.target(), d.caps());
            for ty in types.clone() {
                for how in [Shuffle::Down, Shuffle::Xor, Shuffle::From] {
                    let shuffled = target.shuffle(how, &ty, "x", "s").is_some();
                    assert_eq!(caps.shuffles(&ty), shuffled, "{d:?}: {ty:?}");
                }
            }
        }
        assert!(!Dialect::OpenCl.caps().shuffles(&Type::Basic(Float)));
    }

    #[test]
    fn shuffles_move_words_and_widen_narrow_integers() {
        let float = Type::Basic(BasicType::Float);
        assert_eq!(
            Dialect::Cuda
                .target()
                .shuffle(Shuffle::Down, &float, "x", "s")
                .as_deref(),
            Some("__shfl_down_sync(0xffffffffu, x, s)")
        );
        assert_eq!(
            Dialect::Cuda
                .target()
                .shuffle(Shuffle::Xor, &float, "x", "s")
                .as_deref(),
            Some("__shfl_xor_sync(0xffffffffu, x, s)")
        );
        let short = Type::Basic(BasicType::Short);
        assert_eq!(
            Dialect::Cuda
                .target()
                .shuffle(Shuffle::From, &short, "x", "0")
                .as_deref(),
            Some("(short)__shfl_sync(0xffffffffu, (int)(x), 0)")
        );
        // no shuffle of long double, and none on OpenCL: those blocks combine by a tree
        let long_double = Type::Basic(BasicType::LongDouble);
        assert_eq!(
            Dialect::Cuda
                .target()
                .shuffle(Shuffle::Down, &long_double, "x", "s"),
            None
        );
        assert_eq!(
            Dialect::OpenCl
                .target()
                .shuffle(Shuffle::Xor, &float, "x", "s"),
            None
        );
    }

    #[test]
    fn the_atomic_pass_refuses_the_types_the_targets_helpers_have_no_width_for() {
        // `passes::lower::atomic::unsupported_type` decides on the C type what the
        // rewriter asked each target of its device type's text
        // (`atomic_width(type_text(..))`): the same types, the same message.
        use super::super::atomic::atomic_width;
        use accc_front::ast::TypeQuals;
        use accc_passes::lower::atomic::unsupported_type;
        use BasicType::*;
        let basics = [
            Void,
            Bool,
            Char,
            SChar,
            UChar,
            Short,
            UShort,
            Int,
            UInt,
            Long,
            ULong,
            LongLong,
            ULongLong,
            Int128,
            UInt128,
            Float,
            Double,
            LongDouble,
            Float16,
            Float32,
            Float64,
            Float128,
            Float32x,
            Float64x,
            Float128x,
            BFloat16,
            Decimal32,
            Decimal64,
            Decimal128,
            ComplexFloat,
            ComplexDouble,
            ComplexLongDouble,
            ComplexOther,
            VaList,
        ];
        let mut types: Vec<Type> = basics.into_iter().map(Type::Basic).collect();
        types.extend([
            Type::Enum {
                tag: None,
                repr: UInt,
            },
            Type::Enum {
                tag: Some("colour".into()),
                repr: Int,
            },
            Type::Pointer {
                pointee: Box::new(Type::Basic(Int)),
                quals: TypeQuals::default(),
            },
            Type::Named {
                name: "uint64_t".into(),
                target: Box::new(Type::Basic(ULong)),
            },
            Type::Qualified {
                quals: TypeQuals {
                    is_volatile: true,
                    ..TypeQuals::default()
                },
                inner: Box::new(Type::Basic(Short)),
            },
            Type::Opaque("__typeof__(x)".into()),
            Type::Opaque("_BitInt(32)".into()),
        ]);
        for d in [Dialect::Cuda, Dialect::OpenCl] {
            let target = d.target();
            for ty in &types {
                let device_text = target.type_text(&ty.resolved().spelling());
                let asked = atomic_width(&device_text).is_none().then(|| {
                    format!(
                        "atomic operations on `{}` are not supported on this target",
                        ty.spelling()
                    )
                });
                assert_eq!(unsupported_type(ty), asked, "{d:?}: {ty:?}");
            }
        }
    }

    #[test]
    fn floating_max_and_min_use_the_integer_atomics_on_cuda_only() {
        let helpers = |d: Dialect, op: AtomicOp, ty: &str| {
            d.target()
                .helper_definitions(&BTreeSet::from([(op, ty.to_string())]))
                .unwrap()
        };
        let max = helpers(Dialect::Cuda, AtomicOp::Max, "float");
        assert!(max.contains("atomicMax((int *)p, bits)"), "{max}");
        assert!(max.contains("atomicMin((unsigned int *)p"), "{max}");
        assert!(!max.contains("atomicCAS"), "{max}");
        let min = helpers(Dialect::Cuda, AtomicOp::Min, "double");
        assert!(min.contains("atomicMin((long long *)p, bits)"), "{min}");
        assert!(min.contains("atomicMax((unsigned long long *)p"), "{min}");
        // elsewhere the loop, which skips the swap when the extreme is already there
        let opencl = helpers(Dialect::OpenCl, AtomicOp::Max, "float");
        assert!(opencl.contains("if (n.b == o.b) return o.v;"), "{opencl}");
        let add = helpers(Dialect::OpenCl, AtomicOp::Add, "float");
        assert!(!add.contains("if (n.b == o.b)"), "{add}");
    }
}
