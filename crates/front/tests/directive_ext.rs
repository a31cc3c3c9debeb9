//! The research extensions: `fcw`, `fcw_barrier`, compression clauses, PACC.

mod directive_util;
use accc_front::directive::*;
use directive_util::*;

fn fcw_groups(d: &Directive) -> Vec<&FcwClause> {
    d.clauses
        .iter()
        .map(|c| match &c.kind {
            ClauseKind::Fcw(f) => f,
            k => panic!("{k:?}"),
        })
        .collect()
}

#[test]
fn fcw_one_dimension_from_pathfinder() {
    // Dissertation listing A.2.
    let t = "#pragma acc fcw FETCH_CHANNEL(src[n:0:0])";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::Fcw);
    assert_eq!(at(t, d.name_span), "fcw");
    let g = fcw_groups(&d);
    assert_eq!(g.len(), 1);
    assert_eq!(g[0].ty, FcwType::FetchChannel);
    assert_eq!(d.clauses[0].spelling, "FETCH_CHANNEL");
    assert_eq!(at(t, d.clauses[0].name_span), "FETCH_CHANNEL");
    let v = &g[0].vars[0];
    assert_eq!(v.root.name, "src");
    assert_eq!(v.dims.len(), 1);
    assert_eq!(ex(t, &v.dims[0].pivot), "n");
    assert_eq!(ex(t, &v.dims[0].before), "0");
    assert_eq!(ex(t, &v.dims[0].after), "0");
    assert_eq!(at(t, v.dims[0].span), "n:0:0");
    assert_eq!(at(t, v.span), "src[n:0:0]");
}

#[test]
fn fcw_two_dimensions_in_one_bracket_from_matmul() {
    // Dissertation listing A.4.
    let t = "#pragma acc fcw FETCH_ONLY(a[i:0:0:offsetj:0:0],b[offseti:0:0:j:0:0])";
    let d = parse(t);
    let g = fcw_groups(&d);
    assert_eq!(g[0].ty, FcwType::FetchOnly);
    assert_eq!(g[0].vars.len(), 2);
    let a = &g[0].vars[0];
    assert_eq!(a.dims.len(), 2);
    assert_eq!(ex(t, &a.dims[0].pivot), "i");
    assert_eq!(ex(t, &a.dims[1].pivot), "offsetj");
    let b = &g[0].vars[1];
    assert_eq!(ex(t, &b.dims[0].pivot), "offseti");
    assert_eq!(ex(t, &b.dims[1].pivot), "j");
}

#[test]
fn fcw_bracket_per_dimension_and_expressions() {
    let t = "#pragma acc fcw FETCH_CHANNEL(temp[r:0:0][c:0:0], power[r:1:1][c:1:1])";
    let d = parse(t);
    let g = fcw_groups(&d);
    assert_eq!(g[0].vars[0].dims.len(), 2);
    assert_eq!(ex(t, &g[0].vars[1].dims[1].after), "1");
    // N-body listing A.8: an expression pivot.
    let t = "#pragma acc fcw FETCH_ONLY(m_pos[(tile*TILESIZE):0:TILESIZE])";
    let d = parse(t);
    let v = &fcw_groups(&d)[0].vars[0];
    assert_eq!(ex(t, &v.dims[0].pivot), "(tile*TILESIZE)");
    assert_eq!(ex(t, &v.dims[0].after), "TILESIZE");
}

#[test]
fn fcw_every_type_and_several_groups() {
    for ty in FcwType::ALL {
        let t = format!("#pragma acc fcw {}(a[i:1:2])", ty.as_str());
        let d = parse(&t);
        assert_eq!(fcw_groups(&d)[0].ty, ty);
    }
    let d = parse("#pragma acc fcw FETCH_ONLY(a[i:1:1]) CHANNEL_WB(b[i:0:0])");
    let g = fcw_groups(&d);
    assert_eq!(g.len(), 2);
    assert_eq!(g[1].ty, FcwType::ChannelWb);
    assert!(FcwType::FetchChannelWb.fetches());
    assert!(FcwType::FetchChannelWb.writes_back());
    assert!(FcwType::ChannelOnly.is_channel());
    assert!(!FcwType::FetchOnly.is_channel());
    assert!(!FcwType::ChannelOnly.fetches());
}

#[test]
fn fcw_barrier() {
    let t = "#pragma acc fcw_barrier";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::FcwBarrier);
    assert!(d.clauses.is_empty());
    assert!(d.kind.is_standalone());
}

#[test]
fn compression_paper_listing_1() {
    let t = "#pragma acc data pccopyin(a[0:SIZE*SIZE],b[0:SIZE*SIZE]) pcopyout(c[0:SIZE*SIZE])";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::CompressedData(c) => {
            assert_eq!(c.kind, CompressedKind::CopyIn);
            assert!(c.present_or);
            assert_eq!(c.vars.len(), 2);
            assert!(c.vars[0].range.is_none());
            assert_eq!(at(t, c.vars[1].var.span), "b[0:SIZE*SIZE]");
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(d.clauses[0].kind.name(), ClauseName::CCopyIn);
    assert_eq!(d.clauses[0].kind.vars().len(), 2);
    let t = "#pragma acc kernels compression(a,b)";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::Compression(v) => {
            assert_eq!(v.iter().map(|v| v.name()).collect::<Vec<_>>(), ["a", "b"])
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn compression_value_range() {
    let t = "#pragma acc data ccopy(cdata[0:SIZE:MIN:MAX]) ccopyout(o[0:n:-1.0f:1.0f])";
    let d = parse(t);
    match &d.clauses[0].kind {
        ClauseKind::CompressedData(c) => {
            assert_eq!(c.kind, CompressedKind::Copy);
            assert!(!c.present_or);
            let v = &c.vars[0];
            match &v.var.subscripts[0].kind {
                SubscriptKind::Section {
                    lower: Some(l),
                    length: Some(n),
                } => {
                    assert_eq!(ex(t, l), "0");
                    assert_eq!(ex(t, n), "SIZE");
                }
                k => panic!("{k:?}"),
            }
            let r = v.range.as_ref().unwrap();
            assert_eq!(ex(t, &r.min), "MIN");
            assert_eq!(ex(t, &r.max), "MAX");
            assert_eq!(at(t, r.span), "MIN:MAX");
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::CompressedData(c) => {
            assert_eq!(c.kind, CompressedKind::CopyOut);
            let r = c.vars[0].range.as_ref().unwrap();
            assert_eq!(ex(t, &r.min), "-1.0f");
        }
        k => panic!("{k:?}"),
    }
}

#[test]
fn compression_all_spellings() {
    for (w, k, p) in [
        ("ccopyin", CompressedKind::CopyIn, false),
        ("ccopy", CompressedKind::Copy, false),
        ("ccopyout", CompressedKind::CopyOut, false),
        ("pccopyin", CompressedKind::CopyIn, true),
        ("pccopy", CompressedKind::Copy, true),
        ("pccopyout", CompressedKind::CopyOut, true),
        ("compression_copy", CompressedKind::Copy, false),
        (
            "present_or_compression_copyin",
            CompressedKind::CopyIn,
            true,
        ),
    ] {
        let d = parse(&format!("#pragma acc kernels {w}(x[0:n]) compression(x)"));
        match &d.clauses[0].kind {
            ClauseKind::CompressedData(c) => {
                assert_eq!((c.kind, c.present_or), (k, p), "{w}");
            }
            other => panic!("{other:?}"),
        }
    }
    // Multi-dimensional: the range follows the last dimension.
    let d = parse("#pragma acc parallel loop ccopyin(m[0:r][0:c:0.0:1.0])");
    match &d.clauses[0].kind {
        ClauseKind::CompressedData(c) => {
            assert_eq!(c.vars[0].var.subscripts.len(), 2);
            assert!(c.vars[0].range.is_some());
        }
        k => panic!("{k:?}"),
    }
    // Enter/exit data take the matching direction.
    parse("#pragma acc enter data ccopyin(a[0:n])");
    parse("#pragma acc exit data pccopyout(a[0:n])");
}

#[test]
fn pacc_figure_5() {
    let d = parse("#pragma pacc init");
    assert_eq!(d.kind, DirectiveKind::PaccInit);
    assert_eq!(d.namespace, Namespace::Pacc);
    let t = "#pragma pacc pipeline targetinout(p,q) size ([0:X][0:Y]) halo ([1:1][1:1]) async";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::PaccPipeline);
    assert_eq!(at(t, d.name_span), "pacc pipeline");
    assert_eq!(d.kind.full_name(), "pacc pipeline");
    match &d.clauses[0].kind {
        ClauseKind::TargetInOut(v) => {
            assert_eq!(v.iter().map(|v| v.name()).collect::<Vec<_>>(), ["p", "q"])
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[1].kind {
        ClauseKind::Size(dims) => {
            assert_eq!(dims.len(), 2);
            assert_eq!(ex(t, &dims[0].lower), "0");
            assert_eq!(ex(t, &dims[0].length), "X");
            assert_eq!(ex(t, &dims[1].length), "Y");
            assert_eq!(at(t, dims[1].span), "[0:Y]");
        }
        k => panic!("{k:?}"),
    }
    match &d.clauses[2].kind {
        ClauseKind::Halo(dims) => {
            assert_eq!(dims.len(), 2);
            assert_eq!(ex(t, &dims[1].before), "1");
            assert_eq!(ex(t, &dims[1].after), "1");
        }
        k => panic!("{k:?}"),
    }
    assert_eq!(d.clauses[3].kind, ClauseKind::Async(None));
    let t = "#pragma pacc loop dim(2)";
    let d = parse(t);
    assert_eq!(d.kind, DirectiveKind::PaccLoop);
    assert!(d.kind.is_loop());
    match &d.clauses[0].kind {
        ClauseKind::Dim(c) => assert_eq!(c.value, 2),
        k => panic!("{k:?}"),
    }
}

#[test]
fn pacc_targetin_and_loop_clauses() {
    let t = "#pragma pacc pipeline targetin(a) targetinout(b) size([1:N-2]) halo([2:2]) async(3)";
    let d = parse(t);
    assert!(matches!(&d.clauses[0].kind, ClauseKind::TargetIn(v) if v[0].name() == "a"));
    assert!(matches!(&d.clauses[4].kind, ClauseKind::Async(Some(e)) if ex(t, e) == "3"));
    let d = parse("#pragma pacc loop dim(1) independent gang vector");
    assert_eq!(d.clauses.len(), 4);
}
