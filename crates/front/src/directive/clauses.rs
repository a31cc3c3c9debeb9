//! The arguments of each clause: var-lists and their subscripts (standard, `fcw` triples,
//! compression ranges, PACC ranges), modifiers, reduction operators, gang/worker/vector
//! arguments, constants. Every C expression is parsed by the C expression parser.

use super::consteval::eval_int;
use super::grammar::{describe, fcw_type, PResult, P};
use super::suggest::suggest;
use super::{
    BindName, ClauseKind, ClauseName, CompressedDataClause, CompressedKind, CompressedVar,
    DataClause, DataClauseKind, DataModifier, DefaultKind, DeviceTypeSel, DirectiveKind, FcwClause,
    FcwDim, FcwType, FcwVar, GangArgs, IntConst, Modifier, PaccHalo, PaccRange, ReductionOp,
    SizeExpr, Subscript, SubscriptKind, TileSize, ValueRange, VarRef, WaitArgs,
};
use crate::ast::{Expr, ExprKind, Ident};
use crate::diag::Diagnostic;
use crate::span::Span;
use crate::token::{Punct, TokenKind};

/// A variable reference before its subscripts are given a meaning by the clause.
pub(super) struct RawVar {
    root: Ident,
    base: Expr,
    subs: Vec<RawSub>,
    span: Span,
}

/// `[p0:p1:…]`: the colon-separated parts, `None` where a part is empty.
pub(super) struct RawSub {
    parts: Vec<Option<Expr>>,
    span: Span,
}

const ALL_MODIFIERS: [DataModifier; 5] = [
    DataModifier::Always,
    DataModifier::AlwaysIn,
    DataModifier::AlwaysOut,
    DataModifier::ReadOnly,
    DataModifier::Zero,
];

fn modifiers_of(name: ClauseName) -> &'static [DataModifier] {
    match name {
        ClauseName::Copy => &[
            DataModifier::Always,
            DataModifier::AlwaysIn,
            DataModifier::AlwaysOut,
        ],
        ClauseName::CopyIn => &[
            DataModifier::Always,
            DataModifier::AlwaysIn,
            DataModifier::ReadOnly,
        ],
        ClauseName::CopyOut => &[
            DataModifier::Always,
            DataModifier::AlwaysOut,
            DataModifier::Zero,
        ],
        ClauseName::Create => &[DataModifier::Zero],
        _ => &[],
    }
}

/// The standard data clause that `name` is, if it is one.
fn data_clause_kind(name: ClauseName) -> Option<DataClauseKind> {
    use ClauseName as C;
    Some(match name {
        C::Copy => DataClauseKind::Copy,
        C::CopyIn => DataClauseKind::CopyIn,
        C::CopyOut => DataClauseKind::CopyOut,
        C::Create => DataClauseKind::Create,
        C::NoCreate => DataClauseKind::NoCreate,
        C::Present => DataClauseKind::Present,
        C::DevicePtr => DataClauseKind::DevicePtr,
        C::Attach => DataClauseKind::Attach,
        C::Detach => DataClauseKind::Detach,
        C::Delete => DataClauseKind::Delete,
        C::Link => DataClauseKind::Link,
        C::DeviceResident => DataClauseKind::DeviceResident,
        _ => return None,
    })
}

impl<'a> P<'a> {
    /// Parses the arguments of clause `name` (its word and span are in `clause_word` /
    /// `clause_span`), the cursor being just after the clause name. Each family of clauses
    /// answers for its own names and passes (`None`) on the others.
    pub(super) fn clause_args(&mut self, name: ClauseName) -> PResult<ClauseKind> {
        if let Some(kind) = data_clause_kind(name) {
            return self.data_clause_args(name, kind);
        }
        if let Some(parsed) = self.variable_list_clause_args(name) {
            return parsed;
        }
        if let Some(parsed) = self.loop_clause_args(name) {
            return parsed;
        }
        if let Some(parsed) = self.flag_clause_args(name) {
            return parsed;
        }
        if let Some(parsed) = self.compute_clause_args(name) {
            return parsed;
        }
        if let Some(parsed) = self.device_clause_args(name) {
            return parsed;
        }
        if let Some(parsed) = self.extension_clause_args(name) {
            return parsed;
        }
        Err(Diagnostic::error(
            self.clause_span,
            format!("clause `{}` cannot be parsed here", self.clause_word),
        ))
    }

    /// The standard data clauses: `( [modifiers:] var-list )`.
    fn data_clause_args(&mut self, name: ClauseName, kind: DataClauseKind) -> PResult<ClauseKind> {
        self.parens("a variable list", |p| {
            let modifiers = p.modifiers(name)?;
            let vars = p.var_list()?;
            Ok(ClauseKind::Data(DataClause {
                kind,
                modifiers,
                vars,
            }))
        })
    }

    /// The other clauses of a plain variable list (`self` on `update` among them, and
    /// `reduction`, whose list follows its operator).
    fn variable_list_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        Some(match name {
            C::UseDevice => self.parens("a variable list", |p| {
                Ok(ClauseKind::UseDevice(p.var_list()?))
            }),
            C::Host => self.parens("a variable list", |p| Ok(ClauseKind::Host(p.var_list()?))),
            C::Device => self.parens("a variable list", |p| Ok(ClauseKind::Device(p.var_list()?))),
            C::SelfClause => {
                if self.kind == DirectiveKind::Update {
                    self.parens("a variable list", |p| Ok(ClauseKind::Host(p.var_list()?)))
                } else if self.is(Punct::LParen) {
                    self.parens("a condition", |p| {
                        Ok(ClauseKind::SelfCond(Some(p.expr("a condition")?)))
                    })
                } else {
                    Ok(ClauseKind::SelfCond(None))
                }
            }
            C::Reduction => self.parens("`operator:variables`", |p| {
                let (op, op_span) = p.reduction_op()?;
                let vars = p.var_list()?;
                Ok(ClauseKind::Reduction { op, op_span, vars })
            }),
            C::Private => self.parens("a variable list", |p| {
                Ok(ClauseKind::Private(p.var_list()?))
            }),
            C::FirstPrivate => self.parens("a variable list", |p| {
                Ok(ClauseKind::FirstPrivate(p.var_list()?))
            }),
            _ => return None,
        })
    }

    /// The loop clauses with arguments: `collapse`, `gang`, `worker`, `vector`, `tile`.
    fn loop_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        Some(match name {
            C::Collapse => self.parens("a loop count", |p| {
                let force = if p.is_keyword_colon("force") {
                    p.bump();
                    p.bump();
                    true
                } else {
                    false
                };
                let count = p.positive_const("a loop count")?;
                Ok(ClauseKind::Collapse { force, count })
            }),
            C::Gang => self.gang(),
            C::Worker => self.level_arg("num").map(ClauseKind::Worker),
            C::Vector => self.level_arg("length").map(ClauseKind::Vector),
            C::Tile => self.parens("tile sizes", |p| {
                let mut sizes = Vec::new();
                loop {
                    if let Some(s) = p.eat(Punct::Star) {
                        sizes.push(TileSize::Star(s));
                    } else {
                        sizes.push(TileSize::Const(p.positive_const("a tile size or `*`")?));
                    }
                    if p.eat(Punct::Comma).is_none() {
                        break;
                    }
                }
                Ok(ClauseKind::Tile(sizes))
            }),
            _ => return None,
        })
    }

    /// The clauses that take no argument.
    fn flag_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        let kind = match name {
            C::Seq => ClauseKind::Seq,
            C::Auto => ClauseKind::Auto,
            C::Independent => ClauseKind::Independent,
            C::NoHost => ClauseKind::NoHost,
            C::Finalize => ClauseKind::Finalize,
            C::IfPresent => ClauseKind::IfPresent,
            _ => return None,
        };
        Some(self.no_args().map(|_| kind))
    }

    /// The clauses of how and when a compute construct runs: its gang, worker and vector
    /// sizes, its queue, what it waits for, its condition, and its default data attribute.
    fn compute_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        Some(match name {
            C::NumGangs => self.parens("a gang count", |p| p.num_gangs_args()),
            C::NumWorkers => self.parens("a worker count", |p| {
                Ok(ClauseKind::NumWorkers(p.expr("a worker count")?))
            }),
            C::VectorLength => self.parens("a vector length", |p| {
                Ok(ClauseKind::VectorLength(p.expr("a vector length")?))
            }),
            C::Async => {
                if self.is(Punct::LParen) {
                    self.parens("an async queue", |p| {
                        Ok(ClauseKind::Async(Some(p.expr("an async queue")?)))
                    })
                } else {
                    Ok(ClauseKind::Async(None))
                }
            }
            C::Wait => {
                if self.is(Punct::LParen) {
                    self.wait_args().map(|args| ClauseKind::Wait(Some(args)))
                } else {
                    Ok(ClauseKind::Wait(None))
                }
            }
            C::If => self.parens("a condition", |p| {
                Ok(ClauseKind::If(p.expr("a condition")?))
            }),
            C::Default => self.parens("`none` or `present`", |p| p.default_arg()),
            _ => return None,
        })
    }

    /// `num_gangs(x[, y[, z]])`: at most three counts, and one on `kernels`.
    fn num_gangs_args(&mut self) -> PResult<ClauseKind> {
        let list = self.expr_list("a gang count")?;
        if list.len() > 3 {
            return Err(Diagnostic::error(
                list[3].span,
                format!(
                    "`num_gangs` takes at most 3 arguments, found {}",
                    list.len()
                ),
            )
            .with_label("extra argument")
            .with_note("one count per gang dimension (`num_gangs(x, y, z)`)"));
        }
        if list.len() > 1 && self.kind.compute_part() == Some(DirectiveKind::Kernels) {
            return Err(Diagnostic::error(
                list[1].span,
                format!(
                    "`num_gangs` on `{}` takes one argument",
                    self.kind.full_name()
                ),
            )
            .with_label("extra argument")
            .with_note("multi-dimensional gang counts are allowed on `parallel` only"));
        }
        Ok(ClauseKind::NumGangs(list))
    }

    /// `default(none)` or `default(present)`.
    fn default_arg(&mut self) -> PResult<ClauseKind> {
        let id = self.expect_ident("`none` or `present`")?;
        match id.name.as_str() {
            "none" => Ok(ClauseKind::Default(DefaultKind::None)),
            "present" => Ok(ClauseKind::Default(DefaultKind::Present)),
            other => {
                let mut d =
                    Diagnostic::error(id.span, format!("invalid `default` argument `{other}`"))
                        .with_label("expected `none` or `present`");
                d = match suggest(other, &["none", "present"]) {
                    Some(s) => d.with_help(format!("did you mean `{s}`?")),
                    None => d.with_help("`default` takes `none` or `present`"),
                };
                Err(d)
            }
        }
    }

    /// The clauses that pick a device or name a routine there: `device_type`, `device_num`,
    /// `default_async`, `bind`.
    fn device_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        Some(match name {
            C::DeviceType => self.parens("device types", |p| p.device_type_args()),
            C::Bind => self.parens("a name or string", |p| p.bind_arg()),
            C::DeviceNum => self.parens("a device number", |p| {
                Ok(ClauseKind::DeviceNum(p.expr("a device number")?))
            }),
            C::DefaultAsync => self.parens("an async queue", |p| {
                Ok(ClauseKind::DefaultAsync(p.expr("an async queue")?))
            }),
            _ => return None,
        })
    }

    /// `device_type(*)` or a list of device type names, none twice.
    fn device_type_args(&mut self) -> PResult<ClauseKind> {
        if let Some(s) = self.eat(Punct::Star) {
            return Ok(ClauseKind::DeviceType(DeviceTypeSel::All(s)));
        }
        let mut names: Vec<Ident> = Vec::new();
        loop {
            let id = self.expect_ident("a device type")?;
            if let Some(prev) = names.iter().find(|n| n.name == id.name) {
                return Err(Diagnostic::error(
                    id.span,
                    format!("device type `{}` listed twice", id.name),
                )
                .with_label("listed again")
                .with_secondary(prev.span, "first listed here"));
            }
            names.push(id);
            if self.eat(Punct::Comma).is_none() {
                break;
            }
        }
        Ok(ClauseKind::DeviceType(DeviceTypeSel::Names(names)))
    }

    /// `bind(name)` or `bind("name")`.
    fn bind_arg(&mut self) -> PResult<ClauseKind> {
        let t = self.peek().clone();
        match &t.kind {
            TokenKind::Ident(_) => Ok(ClauseKind::Bind(BindName::Ident(
                self.expect_ident("a name")?,
            ))),
            TokenKind::Str(text) => {
                self.bump();
                let value = text
                    .find('"')
                    .and_then(|i| text.get(i + 1..text.len().saturating_sub(1)))
                    .unwrap_or("")
                    .to_string();
                Ok(ClauseKind::Bind(BindName::Str {
                    text: text.clone(),
                    value,
                    span: t.span,
                }))
            }
            _ => Err(Diagnostic::error(
                t.span,
                format!(
                    "expected a name or string in `bind`, found {}",
                    describe(&t)
                ),
            )
            .with_label("expected a name or string")),
        }
    }

    /// The clauses of accc's extensions: the compressed data clauses, `compression`, the
    /// `fcw` groups, and PACC's `targetin`, `targetinout`, `size`, `halo` and `dim`.
    fn extension_clause_args(&mut self, name: ClauseName) -> Option<PResult<ClauseKind>> {
        use ClauseName as C;
        Some(match name {
            C::CCopyIn | C::CCopy | C::CCopyOut => self.compressed_data_clause_args(name),
            C::Compression => self.parens("a variable list", |p| {
                Ok(ClauseKind::Compression(p.var_list()?))
            }),
            C::Fcw => {
                let ty = fcw_type(&self.clause_word).unwrap_or(FcwType::FetchOnly);
                self.parens("`var[pivot:before:after]`", |p| {
                    let mut vars = Vec::new();
                    loop {
                        let raw = p.raw_var()?;
                        vars.push(p.fcw_var(raw)?);
                        if p.eat(Punct::Comma).is_none() {
                            break;
                        }
                    }
                    Ok(ClauseKind::Fcw(FcwClause { ty, vars }))
                })
            }
            C::TargetIn => self.parens("a variable list", |p| {
                Ok(ClauseKind::TargetIn(p.var_list()?))
            }),
            C::TargetInOut => self.parens("a variable list", |p| {
                Ok(ClauseKind::TargetInOut(p.var_list()?))
            }),
            C::Size => self.parens("`[lower:length]` per dimension", |p| {
                let dims = p.pair_groups("`[lower:length]`")?;
                Ok(ClauseKind::Size(
                    dims.into_iter()
                        .map(|(lower, length, span)| PaccRange {
                            lower,
                            length,
                            span,
                        })
                        .collect(),
                ))
            }),
            C::Halo => self.parens("`[before:after]` per dimension", |p| {
                let dims = p.pair_groups("`[before:after]`")?;
                Ok(ClauseKind::Halo(
                    dims.into_iter()
                        .map(|(before, after, span)| PaccHalo {
                            before,
                            after,
                            span,
                        })
                        .collect(),
                ))
            }),
            C::Dim => self.parens("a dimension", |p| {
                Ok(ClauseKind::Dim(p.positive_const("a dimension number")?))
            }),
            _ => return None,
        })
    }

    /// `ccopyin`, `ccopy`, `ccopyout` and their `pc…` / `present_or_…` spellings: a list of
    /// variables with compression ranges.
    fn compressed_data_clause_args(&mut self, name: ClauseName) -> PResult<ClauseKind> {
        let kind = match name {
            ClauseName::CCopyIn => CompressedKind::CopyIn,
            ClauseName::CCopy => CompressedKind::Copy,
            _ => CompressedKind::CopyOut,
        };
        let present_or =
            self.clause_word.starts_with("pc") || self.clause_word.starts_with("present");
        self.parens("a variable list", |p| {
            let mut vars = Vec::new();
            loop {
                let raw = p.raw_var()?;
                vars.push(p.compressed_var(raw)?);
                if p.eat(Punct::Comma).is_none() {
                    break;
                }
            }
            Ok(ClauseKind::CompressedData(CompressedDataClause {
                kind,
                present_or,
                vars,
            }))
        })
    }

    /// `( f )`, with messages naming the clause when a parenthesis is missing.
    fn parens<T>(&mut self, what: &str, f: impl FnOnce(&mut Self) -> PResult<T>) -> PResult<T> {
        if !self.is(Punct::LParen) {
            let w = &self.clause_word;
            return Err(Diagnostic::error(
                self.clause_span,
                format!("clause `{w}` requires an argument"),
            )
            .with_label(format!("expected `(` with {what} after this"))
            .with_help(format!("write `{w}(…)` with {what}")));
        }
        self.bump();
        let v = f(self)?;
        if self.eat(Punct::RParen).is_none() {
            let t = self.peek().clone();
            let extra = if matches!(t.kind, TokenKind::Eof) {
                "unclosed argument list".to_string()
            } else {
                "expected `)`".to_string()
            };
            return Err(Diagnostic::error(
                t.span,
                format!(
                    "expected `)` after the argument of `{}`, found {}",
                    self.clause_word,
                    describe(&t)
                ),
            )
            .with_label(extra));
        }
        Ok(v)
    }

    /// A clause without arguments: rejects a following `( … )`.
    fn no_args(&mut self) -> PResult<()> {
        if self.is(Punct::LParen) {
            // Leave the cursor after the parentheses: nothing is left to recover.
            let start = self.peek().span;
            self.skip_parens();
            let span = start.to(self.prev_span());
            return Err(Diagnostic::error(
                span,
                format!("clause `{}` takes no arguments", self.clause_word),
            )
            .with_label("unexpected argument list")
            .with_help(format!("write `{}` alone", self.clause_word)));
        }
        Ok(())
    }

    /// `worker[([num:] e)]` / `vector[([length:] e)]`; no argument on `routine`.
    fn level_arg(&mut self, keyword: &str) -> PResult<Option<Expr>> {
        if !self.is(Punct::LParen) {
            return Ok(None);
        }
        if self.kind == DirectiveKind::Routine {
            return self.no_args().map(|_| None);
        }
        let what = if keyword == "num" {
            "a worker count"
        } else {
            "a vector length"
        };
        self.parens(what, |p| {
            if p.is_keyword_colon(keyword) {
                p.bump();
                p.bump();
            } else if p.peek_ident().is_some() && p.is_at(1, Punct::Colon) {
                let t = p.peek().clone();
                return Err(Diagnostic::error(
                    t.span,
                    format!(
                        "unknown `{}` argument keyword {}",
                        p.clause_word,
                        describe(&t)
                    ),
                )
                .with_label(format!("expected `{keyword}:` or an expression"))
                .with_help(format!("write `{}({keyword}: {what})`", p.clause_word)));
            }
            Ok(Some(p.expr(what)?))
        })
    }

    /// `gang[(gang-arg, …)]`: `[num:]e`, `dim:n`, `static:(*|e)`; only `dim:` on routine.
    fn gang(&mut self) -> PResult<ClauseKind> {
        if !self.is(Punct::LParen) {
            return Ok(ClauseKind::Gang(GangArgs::default()));
        }
        let on_routine = self.kind == DirectiveKind::Routine;
        self.parens("gang arguments", |p| {
            let mut args = GangArgs::default();
            let mut spans: [Option<Span>; 3] = [None, None, None];
            loop {
                let t = p.peek().clone();
                let keyword = match t.ident() {
                    Some(w @ ("num" | "dim" | "static")) if p.is_at(1, Punct::Colon) => {
                        p.bump();
                        p.bump();
                        Some(w.to_string())
                    }
                    Some(w) if p.is_at(1, Punct::Colon) => {
                        let mut d = Diagnostic::error(
                            t.span,
                            format!("unknown `gang` argument keyword `{w}`"),
                        )
                        .with_label("expected `num:`, `dim:` or `static:`");
                        if let Some(s) = suggest(w, &["num", "dim", "static"]) {
                            d = d.with_help(format!("did you mean `{s}`?"));
                        }
                        return Err(d);
                    }
                    _ => None,
                };
                let which = match keyword.as_deref() {
                    None | Some("num") => 0,
                    Some("dim") => 1,
                    _ => 2,
                };
                if on_routine && which != 1 {
                    return Err(Diagnostic::error(
                        t.span,
                        "`gang` on `routine` takes only a `dim:` argument",
                    )
                    .with_label("not allowed on `routine`")
                    .with_help("write `gang` or `gang(dim: n)`"));
                }
                let name = ["num", "dim", "static"][which];
                if let Some(prev) = spans[which] {
                    return Err(Diagnostic::error(
                        t.span,
                        format!("`gang` has two `{name}` arguments"),
                    )
                    .with_label("second one")
                    .with_secondary(prev, "first one"));
                }
                spans[which] = Some(t.span);
                match which {
                    0 => args.num = Some(p.expr("a gang count")?),
                    1 => {
                        let c = p.positive_const("a gang dimension")?;
                        if c.value > 3 {
                            return Err(Diagnostic::error(
                                c.expr.span,
                                format!("gang dimension must be 1, 2 or 3, found {}", c.value),
                            )
                            .with_label("out of range"));
                        }
                        args.dim = Some(c);
                    }
                    _ => {
                        args.static_size = Some(match p.eat(Punct::Star) {
                            Some(s) => SizeExpr::Star(s),
                            None => SizeExpr::Expr(p.expr("a chunk size or `*`")?),
                        })
                    }
                }
                if p.eat(Punct::Comma).is_none() {
                    break;
                }
            }
            Ok(ClauseKind::Gang(args))
        })
    }

    /// `[devnum: e :] [queues:] e, …` in parentheses.
    pub(super) fn wait_args(&mut self) -> PResult<WaitArgs> {
        let open = self.expect(Punct::LParen, "before the wait arguments")?;
        let devnum = if self.is_keyword_colon("devnum") {
            self.bump();
            self.bump();
            let e = self.expr("a device number")?;
            self.expect(Punct::Colon, "after the device number")
                .map_err(|d| d.with_help("write `wait(devnum: n : queues)`"))?;
            Some(e)
        } else {
            None
        };
        let queues_keyword = if self.is_keyword_colon("queues") {
            self.bump();
            self.bump();
            true
        } else {
            false
        };
        let queues = self.expr_list("an async queue")?;
        let close = self.expect(Punct::RParen, "after the wait arguments")?;
        Ok(WaitArgs {
            devnum,
            queues_keyword,
            queues,
            span: open.to(close),
        })
    }

    fn expr_list(&mut self, what: &str) -> PResult<Vec<Expr>> {
        let mut v = vec![self.expr(what)?];
        while self.eat(Punct::Comma).is_some() {
            v.push(self.expr(what)?);
        }
        Ok(v)
    }

    /// An integer constant expression ≥ 1.
    fn positive_const(&mut self, what: &str) -> PResult<IntConst> {
        let e = self.expr(what)?;
        if let Some((span, text)) = super::consteval::oversized_literal(&e) {
            return Err(Diagnostic::error(
                span,
                format!("integer literal `{text}` is too large for any integer type"),
            )
            .with_label("more than 64 bits"));
        }
        match eval_int(&e) {
            Some(v) if v > i128::from(i32::MAX) => Err(Diagnostic::error(
                e.span,
                format!(
                    "the argument of `{}` is too large: {v} does not fit in an `int` (at most {})",
                    self.clause_word,
                    i32::MAX
                ),
            )
            .with_label("too large")),
            Some(v) if v >= 1 => Ok(IntConst {
                value: u64::try_from(v).unwrap_or(u64::MAX),
                expr: e,
            }),
            Some(v) => Err(Diagnostic::error(
                e.span,
                format!(
                    "the argument of `{}` must be a positive integer constant, found {v}",
                    self.clause_word
                ),
            )
            .with_label("not positive")),
            None => Err(Diagnostic::error(
                e.span,
                format!(
                    "the argument of `{}` must be a positive integer constant",
                    self.clause_word
                ),
            )
            .with_label("not an integer constant")
            .with_help("write a literal such as `2` (macros are expanded first)")),
        }
    }

    /// The reduction operator and the `:` after it.
    fn reduction_op(&mut self) -> PResult<(ReductionOp, Span)> {
        let t = self.peek().clone();
        let op = match &t.kind {
            TokenKind::Punct(Punct::Plus) => Some(ReductionOp::Add),
            TokenKind::Punct(Punct::Star) => Some(ReductionOp::Mul),
            TokenKind::Punct(Punct::Amp) => Some(ReductionOp::BitAnd),
            TokenKind::Punct(Punct::Pipe) => Some(ReductionOp::BitOr),
            TokenKind::Punct(Punct::Caret) => Some(ReductionOp::BitXor),
            TokenKind::Punct(Punct::AmpAmp) => Some(ReductionOp::LogAnd),
            TokenKind::Punct(Punct::PipePipe) => Some(ReductionOp::LogOr),
            TokenKind::Ident(w) if w == "max" => Some(ReductionOp::Max),
            TokenKind::Ident(w) if w == "min" => Some(ReductionOp::Min),
            _ => None,
        };
        let ops_help = "the reduction operators are `+`, `*`, `max`, `min`, `&`, `|`, `^`, `&&` \
                        and `||`";
        let op = match op {
            Some(op) => op,
            None => {
                // `reduction(sum)`: a variable without operator.
                if t.ident().is_some() && !self.is_at(1, Punct::Colon) {
                    return Err(Diagnostic::error(
                        t.span,
                        "expected a reduction operator before the variables",
                    )
                    .with_label("expected `operator:`")
                    .with_help(format!(
                        "write the operator first, e.g. `reduction(+:{})`",
                        t.ident().unwrap_or("x")
                    )));
                }
                // `%:` and `<:` are digraphs (of `#` and `[`): the user wrote the operator
                // `%` or `<` and the colon after it.
                let (what, span) = match super::grammar::digraph(&t) {
                    Some(d @ ("%:" | "<:")) => (
                        format!("`{}`", &d[..1]),
                        Span::new(t.span.lo as usize, t.span.lo as usize + 1),
                    ),
                    _ => (describe(&t), t.span),
                };
                let mut d = Diagnostic::error(span, format!("invalid reduction operator {what}"))
                    .with_label("not a reduction operator");
                if let Some(w) = t.ident() {
                    if let Some(s) = suggest(w, &["max", "min"]) {
                        d = d.with_help(format!("did you mean `{s}`?"));
                        return Err(d.with_note(ops_help));
                    }
                }
                return Err(d.with_help(ops_help));
            }
        };
        self.bump();
        self.expect(Punct::Colon, "after the reduction operator")
            .map_err(|d| d.with_help(format!("write `reduction({}:var)`", op.as_str())))?;
        Ok((op, t.span))
    }

    /// An optional `modifier, …:` list before the variables of a data clause.
    fn modifiers(&mut self, name: ClauseName) -> PResult<Vec<Modifier>> {
        // Look ahead for `ident (, ident)* :`; anything else is a plain var-list.
        let mut i = 0;
        loop {
            if self.peek_at(i).ident().is_none() {
                return Ok(Vec::new());
            }
            i += 1;
            if self.is_at(i, Punct::Comma) {
                i += 1;
                continue;
            }
            if self.is_at(i, Punct::Colon) {
                break;
            }
            return Ok(Vec::new());
        }
        let allowed = modifiers_of(name);
        let mut mods: Vec<Modifier> = Vec::new();
        let end = self.pos + i;
        while self.pos < end {
            let t = self.bump();
            let Some(word) = t.ident() else { continue };
            let kind = ALL_MODIFIERS.iter().copied().find(|m| m.as_str() == word);
            let clause = self.clause_word.clone();
            let list = |allowed: &[DataModifier]| -> String {
                allowed
                    .iter()
                    .map(|m| format!("`{}`", m.as_str()))
                    .collect::<Vec<_>>()
                    .join(", ")
            };
            let Some(kind) = kind else {
                let names: Vec<&str> = allowed.iter().map(|m| m.as_str()).collect();
                let mut d =
                    Diagnostic::error(t.span, format!("unknown modifier `{word}` in `{clause}`"))
                        .with_label("unknown modifier");
                d = match suggest(word, &names) {
                    Some(s) => d.with_help(format!("did you mean `{s}`?")),
                    None if allowed.is_empty() => {
                        d.with_note(format!("`{clause}` takes no modifiers"))
                    }
                    None => {
                        d.with_note(format!("the modifiers of `{clause}` are {}", list(allowed)))
                    }
                };
                return Err(d);
            };
            if !allowed.contains(&kind) {
                let d = Diagnostic::error(
                    t.span,
                    format!("modifier `{word}` is not allowed on `{clause}`"),
                )
                .with_label("not allowed here");
                return Err(if allowed.is_empty() {
                    d.with_note(format!("`{clause}` takes no modifiers"))
                } else {
                    d.with_note(format!("the modifiers of `{clause}` are {}", list(allowed)))
                });
            }
            if let Some(prev) = mods.iter().find(|m| m.kind == kind) {
                return Err(
                    Diagnostic::error(t.span, format!("modifier `{word}` given twice"))
                        .with_label("repeated")
                        .with_secondary(prev.span, "first here"),
                );
            }
            mods.push(Modifier { kind, span: t.span });
        }
        // The `:`.
        self.bump();
        Ok(mods)
    }

    /// A comma-separated list of standard variable references.
    pub(super) fn var_list(&mut self) -> PResult<Vec<VarRef>> {
        let mut v = Vec::new();
        loop {
            let raw = self.raw_var()?;
            v.push(self.std_var(raw)?);
            if self.eat(Punct::Comma).is_none() {
                break;
            }
        }
        Ok(v)
    }

    /// `name` then any of `.member`, `->member`, `[parts]`.
    fn raw_var(&mut self) -> PResult<RawVar> {
        let root = self.expect_ident("a variable name")?;
        let mut base = Expr {
            kind: ExprKind::Ident(root.clone()),
            span: root.span,
        };
        let mut subs: Vec<RawSub> = Vec::new();
        loop {
            if self.is(Punct::Dot) || self.is(Punct::Arrow) {
                let arrow = self.is(Punct::Arrow);
                self.bump();
                for s in subs.drain(..) {
                    base = fold_index(base, s)?;
                }
                let member = self.expect_ident("a member name")?;
                base = Expr {
                    span: base.span.to(member.span),
                    kind: ExprKind::Member {
                        base: Box::new(base),
                        member,
                        arrow,
                    },
                };
            } else if self.is(Punct::LBracket) {
                subs.push(self.raw_sub()?);
            } else {
                break;
            }
        }
        Ok(RawVar {
            span: root.span.to(self.prev_span()),
            root,
            base,
            subs,
        })
    }

    /// `[p0:p1:…]`, the cursor on `[`.
    fn raw_sub(&mut self) -> PResult<RawSub> {
        let open = self.bump().span;
        let mut parts = Vec::new();
        loop {
            if self.is(Punct::Colon) || self.is(Punct::ColonColon) || self.is(Punct::RBracket) {
                parts.push(None);
            } else {
                parts.push(Some(self.expr("a subscript expression")?));
            }
            if self.eat(Punct::Colon).is_some() {
                continue;
            }
            if self.eat(Punct::ColonColon).is_some() {
                parts.push(None);
                continue;
            }
            let close = self.expect(Punct::RBracket, "to close the subscript")?;
            return Ok(RawSub {
                parts,
                span: open.to(close),
            });
        }
    }

    fn std_var(&self, raw: RawVar) -> PResult<VarRef> {
        let mut subscripts = Vec::new();
        for s in raw.subs {
            subscripts.push(std_subscript(s)?);
        }
        Ok(VarRef {
            root: raw.root,
            base: raw.base,
            subscripts,
            span: raw.span,
        })
    }

    /// `a[start:len:min:max]`: the value range may follow the last section.
    fn compressed_var(&self, mut raw: RawVar) -> PResult<CompressedVar> {
        let mut range = None;
        let n = raw.subs.len();
        for (i, s) in raw.subs.iter_mut().enumerate() {
            match s.parts.len() {
                1 | 2 => {}
                4 if i + 1 == n => {
                    let max = s.parts.pop().flatten();
                    let min = s.parts.pop().flatten();
                    match (min, max) {
                        (Some(min), Some(max)) => {
                            range = Some(ValueRange {
                                span: min.span.to(max.span),
                                min,
                                max,
                            })
                        }
                        _ => {
                            return Err(Diagnostic::error(
                                s.span,
                                "the value range of a compressed array needs both `min` and `max`",
                            )
                            .with_label("empty `min` or `max`")
                            .with_help("write `[start:length:min:max]`"))
                        }
                    }
                }
                k => {
                    let mut d = Diagnostic::error(
                        s.span,
                        format!(
                            "a compressed array section has 2 or 4 parts (`[start:length]` or \
                             `[start:length:min:max]`), found {k}"
                        ),
                    )
                    .with_label("wrong number of `:`-separated parts");
                    if k == 4 {
                        d = d.with_note("the value range may only follow the last dimension");
                    }
                    return Err(d);
                }
            }
        }
        let var = self.std_var(raw)?;
        Ok(CompressedVar { var, range })
    }

    /// `a[p:b:a(:p:b:a)*]` or `a[p:b:a][p:b:a]…`.
    fn fcw_var(&self, raw: RawVar) -> PResult<FcwVar> {
        if raw.subs.is_empty() {
            return Err(Diagnostic::error(
                raw.span,
                format!(
                    "`fcw` variable `{}` needs a range `[pivot:before:after]`",
                    raw.root.name
                ),
            )
            .with_label("no range")
            .with_help(format!("e.g. `{}[i:1:1]`", raw.root.name)));
        }
        let mut dims = Vec::new();
        for s in raw.subs {
            if s.parts.len() % 3 != 0 {
                return Err(Diagnostic::error(
                    s.span,
                    format!(
                        "an `fcw` range is `[pivot:before:after]` per dimension; found {} \
                         `:`-separated part{}",
                        s.parts.len(),
                        if s.parts.len() == 1 { "" } else { "s" }
                    ),
                )
                .with_label("expected a multiple of 3 parts")
                .with_help("e.g. `a[i:1:1]` or, in two dimensions, `a[i:0:0:j:1:1]`"));
            }
            let mut parts = Vec::new();
            for p in s.parts {
                match p {
                    Some(e) => parts.push(e),
                    None => {
                        return Err(Diagnostic::error(
                            s.span,
                            "empty part in an `fcw` range: pivot, before and after are all \
                             required",
                        )
                        .with_label("empty part")
                        .with_help("write `0` for no elements before/after the pivot"))
                    }
                }
            }
            let mut it = parts.into_iter();
            while let (Some(pivot), Some(before), Some(after)) = (it.next(), it.next(), it.next()) {
                dims.push(FcwDim {
                    span: pivot.span.to(after.span),
                    pivot,
                    before,
                    after,
                });
            }
        }
        Ok(FcwVar {
            root: raw.root,
            base: raw.base,
            dims,
            span: raw.span,
        })
    }

    /// `[a:b][c:d]…` (commas between groups allowed), each with both parts.
    fn pair_groups(&mut self, shape: &str) -> PResult<Vec<(Expr, Expr, Span)>> {
        let mut out = Vec::new();
        loop {
            if !self.is(Punct::LBracket) {
                let t = self.peek().clone();
                return Err(Diagnostic::error(
                    t.span,
                    format!("expected {shape}, found {}", describe(&t)),
                )
                .with_label(format!("expected {shape}")));
            }
            let s = self.raw_sub()?;
            if s.parts.len() != 2 || s.parts.iter().any(|p| p.is_none()) {
                return Err(Diagnostic::error(
                    s.span,
                    format!(
                        "`{}` takes {shape} per dimension, with both parts",
                        self.clause_word
                    ),
                )
                .with_label(format!("expected {shape}")));
            }
            let mut it = s.parts.into_iter().flatten();
            if let (Some(a), Some(b)) = (it.next(), it.next()) {
                out.push((a, b, s.span));
            }
            self.eat(Punct::Comma);
            if !self.is(Punct::LBracket) {
                break;
            }
        }
        Ok(out)
    }
}

fn fold_index(base: Expr, s: RawSub) -> PResult<Expr> {
    let span = s.span;
    let mut parts = s.parts;
    if parts.len() == 1 {
        if let Some(Some(index)) = parts.pop() {
            return Ok(Expr {
                span: base.span.to(span),
                kind: ExprKind::Index {
                    base: Box::new(base),
                    index: Box::new(index),
                },
            });
        }
    }
    Err(Diagnostic::error(
        span,
        "an array section must be the last part of a variable reference",
    )
    .with_label("followed by a member access")
    .with_help("only single elements (`a[i].x`) may be followed by `.` or `->`"))
}

fn std_subscript(s: RawSub) -> PResult<Subscript> {
    let span = s.span;
    let mut parts = s.parts.into_iter();
    let kind = match (parts.next(), parts.next(), parts.next()) {
        (Some(Some(e)), None, None) => SubscriptKind::Index(e),
        (Some(None), None, None) => {
            return Err(Diagnostic::error(span, "empty subscript `[]`")
                .with_label("expected an index or `lower:length`"))
        }
        (Some(lower), Some(length), None) => SubscriptKind::Section { lower, length },
        _ => {
            return Err(Diagnostic::error(span, "too many `:` in array section")
                .with_label("expected `[lower:length]`")
                .with_help("an array section is `[lower:length]`, `[:length]` or `[lower:]`"))
        }
    };
    Ok(Subscript { kind, span })
}
