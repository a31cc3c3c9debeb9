//! How device code writes `sizeof` of an expression, decided from C text: parse, analyse,
//! build the IR, and ask `passes::lower::sizes` for each `sizeof expr` of the first compute
//! region.

use accc_front::ast::{Expr, ExprKind};
use accc_front::SourceMap;
use accc_ir::sizes::Sizeof;
use accc_passes::lower::sizes::decide;

mod common;

#[test]
fn sizeof_an_expression_is_its_types_size_where_device_code_can_name_the_type() {
    let src = r#"
struct pair { float x, y; };
enum colour { RED, GREEN };
void f(float *a, int n, int m) {
    float rows[4][8];
    float vla[m];
    struct pair p = {0, 0};
    enum colour c = RED;
    #pragma acc parallel loop copy(a[0:n])
    for (int i = 0; i < n; i++) {
        a[i] = sizeof rows + sizeof rows[0] + sizeof(a[i]) + sizeof p + sizeof c
             + sizeof a + sizeof vla + sizeof(i + 1.0);
    }
}
"#;
    let sm = SourceMap::new("test.c", src.to_string());
    let (tu, sema) = common::analysed(&sm);
    let module = common::module(&tu, &sema, &sm, "nvidia");
    let mut decided = Vec::new();
    module.regions[0].stmt.walk_exprs(&mut |e: &Expr| {
        if let ExprKind::SizeofExpr(operand) = &e.kind {
            let text = sm.snippet(operand.span).to_string();
            let how = match decide(operand, &sema) {
                Sizeof::OfType(ty) => ty.declare(""),
                Sizeof::AsWritten => "as written".into(),
            };
            decided.push(format!("{text}: {how}"));
        }
    });
    assert_eq!(
        decided,
        [
            "rows: float [4][8]",
            "rows[0]: float [8]",
            "(a[i]): float",
            "p: struct pair",
            "c: enum colour",
            "a: as written",
            "vla: as written",
            "(i + 1.0): as written",
        ],
        "a pointer, a variable-length array and an operand whose type the symbols do not \
         give are written as they are"
    );
}
