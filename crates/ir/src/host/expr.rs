//! The expressions the host evaluates for a kernel's parameters before its launch (a
//! variable's address, a value, a byte distance, a bound), in the forms the passes build
//! them: typed, so that what a parameter passes can be read without parsing C; printed as
//! host C by [`HostExpr::text`] (the host code and `--emit=ir` print the same text).

use accc_front::{SourceMap, Span};

/// An expression of the host code.
#[derive(Debug, Clone, PartialEq, Eq)]
pub enum HostExpr {
    /// A host variable, or a local of the host code, by name.
    Var(String),
    /// The user's expression at `span`, as written.
    Source(Span),
    /// A literal (`0`, a count).
    Literal(String),
    /// `(e)`.
    Paren(Box<HostExpr>),
    /// `&e`: the address of an lvalue (`e` a name or in parentheses).
    AddressOf(Box<HostExpr>),
    /// `&(base)[index]`: the address of an element.
    ElementAddress { base: Box<HostExpr>, index: i128 },
    /// `(ty)(e)`: `e` converted to the C type `ty`.
    Cast { ty: String, e: Box<HostExpr> },
    /// `(e)path`: a member of `e` along `path` (`.a`, `->b.c`).
    Member { e: Box<HostExpr>, path: String },
    /// `(long)((const char *)(to) - (const char *)(from))`: the bytes from address `from`
    /// to address `to`.
    ByteDistance {
        to: Box<HostExpr>,
        from: Box<HostExpr>,
    },
    /// `(ty)e`: a cast of an operand that needs no parentheses of its own.
    Convert { ty: String, e: Box<HostExpr> },
    /// `-e`.
    Neg(Box<HostExpr>),
    /// `sizeof(ty)`: the bytes of the C type `ty`.
    SizeOf(String),
    /// `l op r`, without parentheses (a [`HostExpr::Paren`] operand adds them).
    Binary {
        op: HostBinOp,
        l: Box<HostExpr>,
        r: Box<HostExpr>,
    },
    /// `cond ? then : otherwise`.
    Conditional {
        cond: Box<HostExpr>,
        then: Box<HostExpr>,
        otherwise: Box<HostExpr>,
    },
    /// C text a pass wrote, in a form not typed yet (`verify::host_text` lists them).
    Text(String),
}

/// The binary operators of the host expressions.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum HostBinOp {
    Add,
    Sub,
    Mul,
    Div,
    Gt,
    Lt,
}

impl HostBinOp {
    /// The operator as C writes it.
    pub fn symbol(self) -> &'static str {
        match self {
            HostBinOp::Add => "+",
            HostBinOp::Sub => "-",
            HostBinOp::Mul => "*",
            HostBinOp::Div => "/",
            HostBinOp::Gt => ">",
            HostBinOp::Lt => "<",
        }
    }
}

impl HostExpr {
    /// Variable or local `name`.
    pub fn var(name: &str) -> HostExpr {
        HostExpr::Var(name.to_string())
    }

    /// `&self`.
    pub fn address(self) -> HostExpr {
        HostExpr::AddressOf(Box::new(self))
    }

    /// `(ty)(self)`.
    pub fn cast(self, ty: &str) -> HostExpr {
        HostExpr::Cast {
            ty: ty.to_string(),
            e: Box::new(self),
        }
    }

    /// `(self)`.
    pub fn paren(self) -> HostExpr {
        HostExpr::Paren(Box::new(self))
    }

    /// The integer literal `value`.
    pub fn int(value: impl std::fmt::Display) -> HostExpr {
        HostExpr::Literal(value.to_string())
    }

    /// `self op r`.
    pub fn binary(self, op: HostBinOp, r: HostExpr) -> HostExpr {
        HostExpr::Binary {
            op,
            l: Box::new(self),
            r: Box::new(r),
        }
    }

    /// `self ? then : otherwise`.
    pub fn select(self, then: HostExpr, otherwise: HostExpr) -> HostExpr {
        HostExpr::Conditional {
            cond: Box::new(self),
            then: Box::new(then),
            otherwise: Box::new(otherwise),
        }
    }

    /// The expression as host C, the user's expressions as `sm` holds them.
    pub fn text(&self, sm: &SourceMap) -> String {
        match self {
            HostExpr::Var(name) | HostExpr::Literal(name) | HostExpr::Text(name) => name.clone(),
            HostExpr::Source(span) => sm.snippet(*span).to_string(),
            HostExpr::Paren(e) => format!("({})", e.text(sm)),
            HostExpr::AddressOf(e) => format!("&{}", e.text(sm)),
            HostExpr::ElementAddress { base, index } => format!("&({})[{index}]", base.text(sm)),
            HostExpr::Cast { ty, e } => format!("({ty})({})", e.text(sm)),
            HostExpr::Convert { ty, e } => format!("({ty}){}", e.text(sm)),
            HostExpr::Neg(e) => format!("-{}", e.text(sm)),
            HostExpr::SizeOf(ty) => format!("sizeof({ty})"),
            HostExpr::Binary { op, l, r } => {
                format!("{} {} {}", l.text(sm), op.symbol(), r.text(sm))
            }
            HostExpr::Conditional {
                cond,
                then,
                otherwise,
            } => format!(
                "{} ? {} : {}",
                cond.text(sm),
                then.text(sm),
                otherwise.text(sm)
            ),
            HostExpr::Member { e, path } => format!("({}){path}", e.text(sm)),
            HostExpr::ByteDistance { to, from } => format!(
                "(long)((const char *)({}) - (const char *)({}))",
                to.text(sm),
                from.text(sm)
            ),
        }
    }

    /// The C text a pass wrote that this expression holds, in the order written.
    pub fn untyped(&self) -> Vec<&str> {
        match self {
            HostExpr::Text(t) => vec![t],
            HostExpr::Var(_) | HostExpr::Literal(_) | HostExpr::Source(_) | HostExpr::SizeOf(_) => {
                Vec::new()
            }
            HostExpr::Paren(e)
            | HostExpr::AddressOf(e)
            | HostExpr::ElementAddress { base: e, .. }
            | HostExpr::Cast { e, .. }
            | HostExpr::Convert { e, .. }
            | HostExpr::Neg(e)
            | HostExpr::Member { e, .. } => e.untyped(),
            HostExpr::ByteDistance { to: l, from: r } | HostExpr::Binary { l, r, .. } => {
                let mut t = l.untyped();
                t.extend(r.untyped());
                t
            }
            HostExpr::Conditional {
                cond,
                then,
                otherwise,
            } => [cond, then, otherwise]
                .into_iter()
                .flat_map(|e| e.untyped())
                .collect(),
        }
    }
}

/// C text as written: an untyped expression ([`HostExpr::Text`]).
impl From<&str> for HostExpr {
    fn from(text: &str) -> HostExpr {
        HostExpr::Text(text.to_string())
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    /// Each form prints as the passes wrote its text before it was typed.
    #[test]
    fn forms_print_as_host_c() {
        let sm = SourceMap::new("t.c", "n = lo + 1;".to_string());
        let lower = HostExpr::Source(Span::new(4, 10));
        assert_eq!(lower.clone().cast("long").text(&sm), "(long)(lo + 1)");
        let a = HostExpr::var("a");
        assert_eq!(a.clone().paren().address().text(&sm), "&(a)");
        assert_eq!(a.clone().address().text(&sm), "&a");
        let element = HostExpr::ElementAddress {
            base: Box::new(a.clone()),
            index: 3,
        };
        assert_eq!(element.text(&sm), "&(a)[3]");
        let member = HostExpr::Member {
            e: Box::new(a.clone()),
            path: "->data".into(),
        };
        assert_eq!(member.text(&sm), "(a)->data");
        let distance = HostExpr::ByteDistance {
            to: Box::new(HostExpr::from("&a[1]")),
            from: Box::new(a),
        };
        assert_eq!(
            distance.text(&sm),
            "(long)((const char *)(&a[1]) - (const char *)(a))"
        );
        assert_eq!(distance.untyped(), ["&a[1]"]);
        assert!(lower.untyped().is_empty());
    }

    /// The arithmetic forms print without parentheses of their own, as the trip counts'
    /// texts were written: `Paren` places them.
    #[test]
    fn arithmetic_prints_as_written() {
        let sm = SourceMap::new("t.c", "n = lo + 1;".to_string());
        let n = HostExpr::Source(Span::new(0, 1)).cast("long");
        let rounded_up = (n.clone().binary(HostBinOp::Add, HostExpr::int(3)))
            .paren()
            .binary(HostBinOp::Div, HostExpr::int(4));
        let count = (n.clone().binary(HostBinOp::Gt, HostExpr::int(0)))
            .select(rounded_up, HostExpr::int(1));
        assert_eq!(count.text(&sm), "(long)(n) > 0 ? ((long)(n) + 3) / 4 : 1");
        let distance = HostExpr::Convert {
            ty: "long long".into(),
            e: Box::new(HostExpr::Neg(Box::new(n.paren())).cast("unsigned")),
        };
        assert_eq!(distance.text(&sm), "(long long)(unsigned)(-((long)(n)))");
        let bytes = HostExpr::SizeOf("double".into()).binary(HostBinOp::Mul, HostExpr::var("k"));
        assert_eq!(bytes.text(&sm), "sizeof(double) * k");
        let untyped = HostExpr::int(1).select(HostExpr::from("x"), HostExpr::from("y"));
        assert_eq!(untyped.untyped(), ["x", "y"]);
    }
}
