//! Every kind of directive error, with its message, span and suggestion.

mod directive_util;
use accc_front::directive::{is_directive_namespace, parse_directive};
use directive_util::*;

// ------------------------------------------------------------------ directive names

#[test]
fn unknown_directive_with_suggestion() {
    let t = "#pragma acc paralel loop";
    let e = error(t);
    assert_eq!(e.message, "unknown OpenACC directive `paralel`");
    assert_eq!(at(t, e.span), "paralel");
    assert_eq!(e.help.as_deref(), Some("did you mean `parallel`?"));
    assert!(e.is_error());
}

#[test]
fn unknown_directive_without_suggestion() {
    let t = "#pragma acc frobnicate(x)";
    let e = error(t);
    assert_eq!(e.message, "unknown OpenACC directive `frobnicate`");
    assert_eq!(e.help, None);
}

#[test]
fn joined_directive_words() {
    let e = error("#pragma acc enter_data copyin(a)");
    assert_eq!(e.help.as_deref(), Some("did you mean `enter data`?"));
    let t = "#pragma acc enter copyin(a)";
    let e = error(t);
    assert_eq!(e.message, "expected `data` after `enter`, found `copyin`");
    assert_eq!(at(t, e.span), "copyin");
}

#[test]
fn pacc_directive_names() {
    let t = "#pragma pacc pipelin async";
    let e = error(t);
    assert_eq!(e.message, "unknown PACC directive `pipelin`");
    assert_eq!(at(t, e.span), "pipelin");
    assert_eq!(e.help.as_deref(), Some("did you mean `pipeline`?"));
    let e = error("#pragma acc pipeline async");
    assert!(e.help.unwrap().contains("#pragma pacc pipeline"));
    let e = error("#pragma pacc parallel");
    assert_eq!(
        e.help.as_deref(),
        Some("did you mean `#pragma acc parallel`?")
    );
}

#[test]
fn missing_directive_name() {
    let e = error("#pragma acc");
    assert_eq!(
        e.message,
        "expected a directive name after `#pragma acc`, found end of directive"
    );
    let t = "#pragma acc (x)";
    let e = error(t);
    assert_eq!(at(t, e.span), "(");
}

#[test]
fn unknown_atomic_clause() {
    let t = "#pragma acc atomic reed";
    let e = error(t);
    assert_eq!(e.message, "unknown atomic clause `reed`");
    assert_eq!(at(t, e.span), "reed");
    assert_eq!(e.help.as_deref(), Some("did you mean `read`?"));
}

#[test]
fn namespace_check() {
    assert!(is_directive_namespace(&pragma("#pragma acc loop")));
    assert!(is_directive_namespace(&pragma("#pragma pacc init")));
    assert!(!is_directive_namespace(&pragma("#pragma omp parallel for")));
    let p = pragma("#pragma omp parallel");
    let errs = parse_directive(&p, &|_| false).unwrap_err();
    assert!(errs[0].message.contains("not an OpenACC or PACC directive"));
}

// ------------------------------------------------------------------ clause names

#[test]
fn unknown_clause_with_suggestion() {
    let t = "#pragma acc loop gang vectr";
    let e = error(t);
    assert_eq!(e.message, "unknown clause `vectr`; did you mean `vector`?");
    assert_eq!(at(t, e.span), "vectr");
    assert_eq!(
        e.help.as_deref(),
        Some("a clause with a similar name exists: `vector`")
    );
}

#[test]
fn unknown_clause_suggests_only_allowed_clauses() {
    // `num_gangs` is a clause, but not of `loop`.
    let e = error("#pragma acc loop num_gang(4)");
    assert!(!e.message.contains("num_gangs"), "{}", e.message);
    // On parallel it is suggested.
    let e = error("#pragma acc parallel num_gang(4)");
    assert_eq!(
        e.help.as_deref(),
        Some("a clause with a similar name exists: `num_gangs`")
    );
}

#[test]
fn unknown_clause_without_suggestion_lists_allowed() {
    let t = "#pragma acc loop banana";
    let e = error(t);
    assert_eq!(e.message, "unknown clause `banana`");
    assert_eq!(e.help, None);
    assert!(e.notes[0].starts_with("allowed on `acc loop`: `collapse`, `gang`"));
}

#[test]
fn uppercase_clause_suggests_lowercase() {
    let e = error("#pragma acc parallel COPY(a)");
    assert_eq!(
        e.help.as_deref(),
        Some("a clause with a similar name exists: `copy`")
    );
}

#[test]
fn clause_not_allowed_on_directive() {
    let t = "#pragma acc loop copy(a[0:n])";
    let e = error(t);
    assert_eq!(e.message, "clause `copy` is not allowed on `acc loop`");
    assert_eq!(at(t, e.span), "copy");
    assert!(e.notes[0].contains("`reduction`"));
    let e = error("#pragma acc serial num_gangs(2)");
    assert_eq!(
        e.message,
        "clause `num_gangs` is not allowed on `acc serial`"
    );
    let e = error("#pragma acc kernels reduction(+:s)");
    assert_eq!(
        e.message,
        "clause `reduction` is not allowed on `acc kernels`"
    );
    let e = error("#pragma acc kernels compression(a) dim(1)");
    assert_eq!(e.message, "clause `dim` is not allowed on `acc kernels`");
    let e = error("#pragma pacc loop copy(a)");
    assert_eq!(e.message, "clause `copy` is not allowed on `pacc loop`");
    let e = error("#pragma acc enter data copyout(a)");
    assert_eq!(
        e.message,
        "clause `copyout` is not allowed on `acc enter data`"
    );
}

#[test]
fn directives_without_clauses() {
    let t = "#pragma acc fcw_barrier now";
    let e = error(t);
    assert_eq!(e.message, "unexpected `now` after `acc fcw_barrier`");
    assert_eq!(at(t, e.span), "now");
    assert_eq!(e.notes, ["`acc fcw_barrier` takes no clauses"]);
    let t = "#pragma acc cache(a[i:2]) async";
    let e = error(t);
    assert_eq!(at(t, e.span), "async");
    let e = error("#pragma pacc init copy(a)");
    assert_eq!(e.message, "unexpected `copy` after `pacc init`");
}

// ------------------------------------------------------------------ arguments

#[test]
fn missing_argument() {
    let t = "#pragma acc parallel copy";
    let e = error(t);
    assert_eq!(e.message, "clause `copy` requires an argument");
    assert_eq!(at(t, e.span), "copy");
    let e = error("#pragma acc update self");
    assert_eq!(e.message, "clause `self` requires an argument");
    let e = error("#pragma acc loop collapse gang");
    assert_eq!(e.message, "clause `collapse` requires an argument");
}

#[test]
fn unexpected_argument() {
    let t = "#pragma acc loop seq(2) independent";
    let errs = errors(t);
    assert_eq!(errs[0].message, "clause `seq` takes no arguments");
    assert_eq!(at(t, errs[0].span), "(2)");
    let t = "#pragma acc routine worker(4)";
    let e = error(t);
    assert_eq!(e.message, "clause `worker` takes no arguments");
}

#[test]
fn collapse_must_be_positive_constant() {
    let t = "#pragma acc loop collapse(x)";
    let e = error(t);
    assert_eq!(
        e.message,
        "the argument of `collapse` must be a positive integer constant"
    );
    assert_eq!(at(t, e.span), "x");
    let t = "#pragma acc loop collapse(0)";
    let e = error(t);
    assert_eq!(
        e.message,
        "the argument of `collapse` must be a positive integer constant, found 0"
    );
    let e = error("#pragma acc loop collapse(-1)");
    assert!(e.message.ends_with("found -1"));
}

#[test]
fn tile_and_dim_constants() {
    let t = "#pragma acc loop tile(8, n)";
    let e = error(t);
    assert_eq!(at(t, e.span), "n");
    assert!(e.message.contains("`tile`"));
    let t = "#pragma acc loop gang(dim: 4)";
    let e = error(t);
    assert_eq!(e.message, "gang dimension must be 1, 2 or 3, found 4");
    assert_eq!(at(t, e.span), "4");
    let e = error("#pragma pacc loop dim(0)");
    assert_eq!(
        e.message,
        "the argument of `dim` must be a positive integer constant, found 0"
    );
}

#[test]
fn default_argument() {
    let t = "#pragma acc parallel default(all)";
    let e = error(t);
    assert_eq!(e.message, "invalid `default` argument `all`");
    assert_eq!(at(t, e.span), "all");
    assert_eq!(
        e.help.as_deref(),
        Some("`default` takes `none` or `present`")
    );
    let e = error("#pragma acc parallel default(non)");
    assert_eq!(e.help.as_deref(), Some("did you mean `none`?"));
}

#[test]
fn num_gangs_argument_count() {
    let t = "#pragma acc parallel num_gangs(1, 2, 3, 4)";
    let e = error(t);
    assert_eq!(e.message, "`num_gangs` takes at most 3 arguments, found 4");
    assert_eq!(at(t, e.span), "4");
    let t = "#pragma acc kernels num_gangs(a, b)";
    let e = error(t);
    assert_eq!(e.message, "`num_gangs` on `acc kernels` takes one argument");
    assert_eq!(at(t, e.span), "b");
}

#[test]
fn gang_arguments() {
    let t = "#pragma acc loop gang(num: 1, num: 2)";
    let e = error(t);
    assert_eq!(e.message, "`gang` has two `num` arguments");
    assert_eq!(at(t, e.span), "num");
    assert_eq!(at(t, e.secondary[0].0), "num");
    let e = error("#pragma acc loop gang(stat: 2)");
    assert_eq!(e.message, "unknown `gang` argument keyword `stat`");
    assert_eq!(e.help.as_deref(), Some("did you mean `static`?"));
    let e = error("#pragma acc routine gang(4)");
    assert_eq!(
        e.message,
        "`gang` on `routine` takes only a `dim:` argument"
    );
    let t = "#pragma acc kernels loop gang(dim: 2)";
    let e = error(t);
    assert_eq!(
        e.message,
        "the `dim` argument of `gang` is not allowed on `acc kernels loop`"
    );
    assert_eq!(at(t, e.span), "2");
}

#[test]
fn gang_num_on_parallel_loop_is_a_warning() {
    let t = "#pragma acc parallel loop gang(num: 4) worker(2)";
    let d = parse(t);
    assert_eq!(d.warnings.len(), 2);
    assert_eq!(at(t, d.warnings[0].span), "4");
    assert_eq!(
        d.warnings[0].help.as_deref(),
        Some("the portable spelling is `num_gangs(…)` on the construct")
    );
    assert!(d.warnings[1].message.contains("`worker`"));
}

#[test]
fn wait_arguments() {
    let t = "#pragma acc wait()";
    let e = error(t);
    assert_eq!(e.message, "expected an async queue, found `)`");
    let t = "#pragma acc parallel wait(devnum: 1)";
    let e = error(t);
    assert_eq!(e.message, "expected `:` after the device number, found `)`");
    assert_eq!(e.help.as_deref(), Some("write `wait(devnum: n : queues)`"));
}

#[test]
fn bind_and_device_type_arguments() {
    let t = "#pragma acc routine seq bind(3)";
    let e = error(t);
    assert_eq!(e.message, "expected a name or string in `bind`, found `3`");
    let t = "#pragma acc parallel device_type(nvidia, nvidia)";
    let e = error(t);
    assert_eq!(e.message, "device type `nvidia` listed twice");
    assert_eq!(e.span.lo as usize, t.rfind("nvidia").unwrap());
}

#[test]
fn unclosed_argument_list() {
    let t = "#pragma acc parallel copy(a";
    let e = error(t);
    assert_eq!(
        e.message,
        "expected `)` after the argument of `copy`, found end of directive"
    );
    assert_eq!(e.span.lo as usize, t.len());
}

#[test]
fn bad_expression_inside_argument() {
    let t = "#pragma acc parallel if(a +) async";
    let errs = errors(t);
    assert_eq!(errs.len(), 1);
    assert!(errs[0].span.lo as usize >= t.find("if(").unwrap());
}

// ------------------------------------------------------------------ reduction

#[test]
fn invalid_reduction_operator() {
    let t = "#pragma acc parallel loop reduction(-:s)";
    let e = error(t);
    assert_eq!(e.message, "invalid reduction operator `-`");
    assert_eq!(at(t, e.span), "-");
    assert_eq!(
        e.help.as_deref(),
        Some("the reduction operators are `+`, `*`, `max`, `min`, `&`, `|`, `^`, `&&` and `||`")
    );
    let t = "#pragma acc loop reduction(MAX:m)";
    let e = error(t);
    assert_eq!(e.message, "invalid reduction operator `MAX`");
    assert_eq!(e.help.as_deref(), Some("did you mean `max`?"));
}

#[test]
fn operators_read_as_digraphs_are_quoted_as_written() {
    // `%:` is the digraph of `#` and `<:` that of `[`: the operator is `%` or `<`
    for op in ["%", "<"] {
        let t = format!("#pragma acc parallel loop reduction({op}:s)");
        let e = error(&t);
        assert_eq!(e.message, format!("invalid reduction operator `{op}`"));
        assert_eq!(at(&t, e.span), op);
        assert_eq!(
            e.help.as_deref(),
            Some(
                "the reduction operators are `+`, `*`, `max`, `min`, `&`, `|`, `^`, `&&` and `||`"
            )
        );
    }
    // elsewhere a digraph is quoted as the user spelt it
    let e = error("#pragma acc parallel loop %: copy(a)");
    assert!(e.message.contains("`%:`"), "{}", e.message);
    assert!(!e.message.contains("`#`"), "{}", e.message);
}

#[test]
fn reduction_without_operator_or_colon() {
    let t = "#pragma acc loop reduction(sum)";
    let e = error(t);
    assert_eq!(
        e.message,
        "expected a reduction operator before the variables"
    );
    assert_eq!(
        e.help.as_deref(),
        Some("write the operator first, e.g. `reduction(+:sum)`")
    );
    let t = "#pragma acc loop reduction(+ s)";
    let e = error(t);
    assert_eq!(
        e.message,
        "expected `:` after the reduction operator, found `s`"
    );
    assert_eq!(at(t, e.span), "s");
}

// ------------------------------------------------------------------ var refs

#[test]
fn subscript_errors() {
    let t = "#pragma acc data copy(a[1:2:3])";
    let e = error(t);
    assert_eq!(e.message, "too many `:` in array section");
    assert_eq!(at(t, e.span), "[1:2:3]");
    let t = "#pragma acc data copy(a[])";
    let e = error(t);
    assert_eq!(e.message, "empty subscript `[]`");
    let t = "#pragma acc data copy(a[0:n].x)";
    let e = error(t);
    assert_eq!(
        e.message,
        "an array section must be the last part of a variable reference"
    );
    assert_eq!(at(t, e.span), "[0:n]");
    let t = "#pragma acc data copy(*p)";
    let e = error(t);
    assert_eq!(e.message, "expected a variable name, found `*`");
    let t = "#pragma acc data copy()";
    let e = error(t);
    assert_eq!(e.message, "expected a variable name, found `)`");
}

#[test]
fn modifier_errors() {
    let t = "#pragma acc data copyin(zero: a)";
    let e = error(t);
    assert_eq!(e.message, "modifier `zero` is not allowed on `copyin`");
    assert_eq!(at(t, e.span), "zero");
    assert_eq!(
        e.notes,
        ["the modifiers of `copyin` are `always`, `alwaysin`, `readonly`"]
    );
    let e = error("#pragma acc data copyin(readonyl: a)");
    assert_eq!(e.message, "unknown modifier `readonyl` in `copyin`");
    assert_eq!(e.help.as_deref(), Some("did you mean `readonly`?"));
    let e = error("#pragma acc data present(always: a)");
    assert_eq!(e.notes, ["`present` takes no modifiers"]);
    let e = error("#pragma acc data copy(always, always: a)");
    assert_eq!(e.message, "modifier `always` given twice");
}

// ------------------------------------------------------------------ duplicates, conflicts

#[test]
fn duplicate_clauses() {
    let t = "#pragma acc loop collapse(2) gang collapse(3)";
    let e = error(t);
    assert_eq!(e.message, "duplicate `collapse` clause on `acc loop`");
    assert_eq!(e.span.lo as usize, t.rfind("collapse").unwrap());
    assert_eq!(e.secondary[0].0.lo as usize, t.find("collapse").unwrap());
    let e = error("#pragma acc parallel if(a) if(b)");
    assert_eq!(e.message, "duplicate `if` clause on `acc parallel`");
    let e = error("#pragma acc parallel device_type(nvidia) async async(2)");
    assert_eq!(
        e.message,
        "duplicate `async` clause on `acc parallel` for device type `nvidia`"
    );
    let e = error("#pragma acc set device_type(host) device_type(nvidia)");
    assert_eq!(e.message, "duplicate `device_type` clause on `acc set`");
    let e = error("#pragma pacc pipeline size([0:N]) size([0:M])");
    assert_eq!(e.message, "duplicate `size` clause on `pacc pipeline`");
}

#[test]
fn conflicting_loop_clauses() {
    let t = "#pragma acc loop seq independent";
    let e = error(t);
    assert_eq!(e.message, "`independent` conflicts with `seq`");
    assert_eq!(at(t, e.span), "independent");
    assert_eq!(at(t, e.secondary[0].0), "seq");
    let e = error("#pragma acc loop independent auto");
    assert_eq!(e.message, "`auto` conflicts with `independent`");
    let t = "#pragma acc parallel loop vector seq";
    let e = error(t);
    assert_eq!(e.message, "`seq` conflicts with `vector`");
    assert_eq!(at(t, e.span), "seq");
    let errs = errors("#pragma acc loop gang worker seq");
    assert_eq!(errs.len(), 2);
    let e = error("#pragma acc routine gang seq");
    assert_eq!(e.message, "`seq` conflicts with `gang` on `acc routine`");
    let e = error("#pragma acc loop device_type(nvidia) seq auto");
    assert_eq!(
        e.message,
        "`auto` conflicts with `seq` for device type `nvidia`"
    );
}

// ------------------------------------------------------------------ device_type

#[test]
fn clause_not_allowed_after_device_type() {
    let t = "#pragma acc parallel device_type(nvidia) num_gangs(4) copy(a)";
    let e = error(t);
    assert_eq!(
        e.message,
        "clause `copy` cannot follow `device_type` on `acc parallel`"
    );
    assert_eq!(at(t, e.span), "copy");
    assert_eq!(at(t, e.secondary[0].0), "device_type");
    assert_eq!(
        e.notes,
        [
            "only `async`, `wait`, `num_gangs`, `num_workers` or `vector_length` may follow \
             `device_type` on `acc parallel`"
        ]
    );
    let e = error("#pragma acc loop device_type(host) private(x)");
    assert_eq!(
        e.message,
        "clause `private` cannot follow `device_type` on `acc loop`"
    );
    let e = error("#pragma acc enter data device_type(host) copyin(a)");
    assert_eq!(
        e.message,
        "clause `device_type` is not allowed on `acc enter data`"
    );
}

// ------------------------------------------------------------------ required clauses

#[test]
fn required_clauses() {
    let t = "#pragma acc enter data async";
    let e = error(t);
    assert_eq!(
        e.message,
        "`acc enter data` needs at least one of `copyin`, `create` or `attach`"
    );
    assert_eq!(at(t, e.span), "enter data");
    let e = error("#pragma acc exit data finalize");
    assert_eq!(
        e.message,
        "`acc exit data` needs at least one of `copyout`, `delete` or `detach`"
    );
    let e = error("#pragma acc update async");
    assert_eq!(
        e.message,
        "`acc update` needs at least one of `self`, `host` or `device`"
    );
    let e = error("#pragma acc host_data if(x)");
    assert_eq!(e.message, "`acc host_data` needs at least `use_device`");
    let e = error("#pragma acc set if(x)");
    assert_eq!(
        e.message,
        "`acc set` needs at least one of `default_async`, `device_num` or `device_type`"
    );
    let e = error("#pragma acc declare");
    assert!(e
        .message
        .starts_with("`acc declare` needs at least one of `copy`"));
    let e = error("#pragma acc fcw");
    assert_eq!(
        e.message,
        "`acc fcw` needs at least a `TYPE(var[pivot:before:after])` group"
    );
}

// ------------------------------------------------------------------ trailing garbage

#[test]
fn trailing_garbage() {
    let t = "#pragma acc parallel loop gang )";
    let e = error(t);
    assert_eq!(
        e.message,
        "expected a clause of `acc parallel loop`, found `)`"
    );
    assert_eq!(at(t, e.span), ")");
    let t = "#pragma acc loop 5";
    let e = error(t);
    assert_eq!(e.message, "expected a clause of `acc loop`, found `5`");
    let t = "#pragma acc routine(f) g";
    let e = error(t);
    assert_eq!(e.message, "unknown clause `g`");
    let t = "#pragma acc cache(a[i]";
    let e = error(t);
    assert_eq!(
        e.message,
        "expected `)` after the cache variables, found end of directive"
    );
}

// ------------------------------------------------------------------ extensions

#[test]
fn fcw_errors() {
    let t = "#pragma acc fcw FETCH_ONYL(a[i:0:0])";
    let e = error(t);
    assert_eq!(e.message, "unknown fcw type `FETCH_ONYL`");
    assert_eq!(at(t, e.span), "FETCH_ONYL");
    assert_eq!(e.help.as_deref(), Some("did you mean `FETCH_ONLY`?"));
    let e = error("#pragma acc fcw fetch_channel(a[i:0:0])");
    assert_eq!(e.help.as_deref(), Some("did you mean `FETCH_CHANNEL`?"));
    let t = "#pragma acc fcw FETCH_ONLY(a[i:1])";
    let e = error(t);
    assert_eq!(
        e.message,
        "an `fcw` range is `[pivot:before:after]` per dimension; found 2 `:`-separated parts"
    );
    assert_eq!(at(t, e.span), "[i:1]");
    let t = "#pragma acc fcw CHANNEL_ONLY(a)";
    let e = error(t);
    assert_eq!(
        e.message,
        "`fcw` variable `a` needs a range `[pivot:before:after]`"
    );
    let e = error("#pragma acc fcw CHANNEL_ONLY(a[i::1])");
    assert!(e.message.starts_with("empty part in an `fcw` range"));
}

#[test]
fn compression_errors() {
    let t = "#pragma acc data ccopyin(a[0:n:1])";
    let e = error(t);
    assert_eq!(
        e.message,
        "a compressed array section has 2 or 4 parts (`[start:length]` or \
         `[start:length:min:max]`), found 3"
    );
    assert_eq!(at(t, e.span), "[0:n:1]");
    let e = error("#pragma acc data ccopyin(a[0:n:0:1][0:m])");
    assert_eq!(
        e.notes,
        ["the value range may only follow the last dimension"]
    );
    let e = error("#pragma acc data ccopy(a[0:n::1])");
    assert_eq!(
        e.message,
        "the value range of a compressed array needs both `min` and `max`"
    );
    let e = error("#pragma acc loop compression(a)");
    assert_eq!(
        e.message,
        "clause `compression` is not allowed on `acc loop`"
    );
}

#[test]
fn pacc_errors() {
    let t = "#pragma pacc pipeline targetinout(p) size([0:X][0:Y]) halo([1:1])";
    let e = error(t);
    assert_eq!(e.message, "`halo` has 1 dimension but `size` has 2");
    assert_eq!(at(t, e.span), "halo([1:1])");
    let t = "#pragma pacc pipeline size([X])";
    let e = error(t);
    assert_eq!(
        e.message,
        "`size` takes `[lower:length]` per dimension, with both parts"
    );
    assert_eq!(at(t, e.span), "[X]");
    let t = "#pragma pacc pipeline halo(1)";
    let e = error(t);
    assert_eq!(e.message, "expected `[before:after]`, found `1`");
}

// ------------------------------------------------------------------ several errors

#[test]
fn several_errors_are_reported_together() {
    let t = "#pragma acc parallel loop vectr colapse(2) default(all) copy(a[1:2:3]) gang";
    let errs = errors(t);
    let msgs: Vec<_> = errs.iter().map(|e| e.message.as_str()).collect();
    assert_eq!(
        msgs,
        [
            "unknown clause `vectr`; did you mean `vector`?",
            "unknown clause `colapse`; did you mean `collapse`?",
            "invalid `default` argument `all`",
            "too many `:` in array section",
        ]
    );
}

#[test]
fn rendering_with_the_source_map() {
    let text = "#pragma acc loop vectr\n".to_string();
    let sm = accc_front::SourceMap::new("t.c", text.clone());
    let e = error(text.trim_end());
    let r = e.render(&sm, false);
    assert!(
        r.contains("unknown clause `vectr`; did you mean `vector`?"),
        "{r}"
    );
    assert!(
        r.contains("help: a clause with a similar name exists: `vector`"),
        "{r}"
    );
}
