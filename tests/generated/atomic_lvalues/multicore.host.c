/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "atomic_lvalues.c"
# 1 "atomic_lvalues.c"
# 1 "atomic_lvalues.c"
# 9 "atomic_lvalues.c"
# 10 "atomic_lvalues.c" 2




# 13 "atomic_lvalues.c"
struct cell {
    int hits;
    double weight;
    long long total;
};

struct grid {
    struct cell cells[4];
    unsigned char flags[4];
};

static const int weights[4] = {1, 2, 3, 4};

int main(void)
{
    int t[8] = {0};
    double d[4] = {1024.0, 0.0, 0.0, 0.0};
    int m[3][4] = {{0}};
    struct grid g = {0}, h = {0};
    struct grid *p = &h;
    short sh = 100;
    char ch = 0;
    unsigned char uc = 250;
    long l = 0;
    long long ll = 1;
    unsigned long long ull = 1;
    unsigned u = 1;
    float f = 0.0f;
    _Bool seen = 0;
    int e = 2;
    const struct cell fixed = {5, 0.5, 7};
    int reads[32], ucnew[32];
    long long llcap[32];
    double dcap[32];


{ static const __accrt_loc __accc_region_loc = { "atomic_lvalues.c", 48, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 48 "atomic_lvalues.c"

{ static const __accrt_loc __accc_loc = { "atomic_lvalues.c", 48, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)(p), sizeof(*(p)), ACCRT_COPY, ACCRT_IMPLICIT, "p", 0, 0, __builtin_object_size((void *)(p), 0) }, { (void *)&(fixed), sizeof(fixed), ACCRT_COPYIN, ACCRT_IMPLICIT, "fixed", 0, 0, __builtin_object_size((void *)&(fixed), 0) }, { (void *)&(t), sizeof(t), ACCRT_COPY, 0, "t", 0, 0, __builtin_object_size((void *)&(t), 0) }, { (void *)&(d), sizeof(d), ACCRT_COPY, 0, "d", 0, 0, __builtin_object_size((void *)&(d), 0) }, { (void *)&(m), sizeof(m), ACCRT_COPY, 0, "m", 0, 0, __builtin_object_size((void *)&(m), 0) }, { (void *)&(g), sizeof(g), ACCRT_COPY, 0, "g", 0, 0, __builtin_object_size((void *)&(g), 0) }, { (void *)&(h), sizeof(h), ACCRT_COPY, 0, "h", 0, 0, __builtin_object_size((void *)&(h), 0) }, { (void *)&(sh), sizeof(sh), ACCRT_COPY, 0, "sh", 0, 0, __builtin_object_size((void *)&(sh), 0) }, { (void *)&(ch), sizeof(ch), ACCRT_COPY, 0, "ch", 0, 0, __builtin_object_size((void *)&(ch), 0) }, { (void *)&(uc), sizeof(uc), ACCRT_COPY, 0, "uc", 0, 0, __builtin_object_size((void *)&(uc), 0) }, { (void *)&(l), sizeof(l), ACCRT_COPY, 0, "l", 0, 0, __builtin_object_size((void *)&(l), 0) }, { (void *)&(ll), sizeof(ll), ACCRT_COPY, 0, "ll", 0, 0, __builtin_object_size((void *)&(ll), 0) }, { (void *)&(ull), sizeof(ull), ACCRT_COPY, 0, "ull", 0, 0, __builtin_object_size((void *)&(ull), 0) }, { (void *)&(u), sizeof(u), ACCRT_COPY, 0, "u", 0, 0, __builtin_object_size((void *)&(u), 0) }, { (void *)&(f), sizeof(f), ACCRT_COPY, 0, "f", 0, 0, __builtin_object_size((void *)&(f), 0) }, { (void *)&(seen), sizeof(seen), ACCRT_COPY, 0, "seen", 0, 0, __builtin_object_size((void *)&(seen), 0) }, { (void *)&(reads), sizeof(reads), ACCRT_COPYOUT, 0, "reads", 0, 0, __builtin_object_size((void *)&(reads), 0) }, { (void *)&(ucnew), sizeof(ucnew), ACCRT_COPYOUT, 0, "ucnew", 0, 0, __builtin_object_size((void *)&(ucnew), 0) }, { (void *)&(llcap), sizeof(llcap), ACCRT_COPYOUT, 0, "llcap", 0, 0, __builtin_object_size((void *)&(llcap), 0) }, { (void *)&(dcap), sizeof(dcap), ACCRT_COPYOUT, 0, "dcap", 0, 0, __builtin_object_size((void *)&(dcap), 0) }, { (void *)&(weights), sizeof(weights), ACCRT_COPYIN, ACCRT_IMPLICIT, "weights", 0, 0, __builtin_object_size((void *)&(weights), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(e)), sizeof(e), ACCRT_ARG_VALUE, "e" }, { (const void *)(t), 0, ACCRT_ARG_DEVICE_PTR, "t" }, { (const void *)(d), 0, ACCRT_ARG_DEVICE_PTR, "d" }, { (const void *)(dcap), 0, ACCRT_ARG_DEVICE_PTR, "dcap" }, { (const void *)(m), 0, ACCRT_ARG_DEVICE_PTR, "m" }, { (const void *)(&(g)), 0, ACCRT_ARG_DEVICE_PTR, "g" }, { (const void *)(p), 0, ACCRT_ARG_DEVICE_PTR, "p" }, { (const void *)(&(sh)), 0, ACCRT_ARG_DEVICE_PTR, "sh" }, { (const void *)(&(ch)), 0, ACCRT_ARG_DEVICE_PTR, "ch" }, { (const void *)(&(uc)), 0, ACCRT_ARG_DEVICE_PTR, "uc" }, { (const void *)(ucnew), 0, ACCRT_ARG_DEVICE_PTR, "ucnew" }, { (const void *)(&(l)), 0, ACCRT_ARG_DEVICE_PTR, "l" }, { (const void *)(&(ll)), 0, ACCRT_ARG_DEVICE_PTR, "ll" }, { (const void *)(llcap), 0, ACCRT_ARG_DEVICE_PTR, "llcap" }, { (const void *)(&(ull)), 0, ACCRT_ARG_DEVICE_PTR, "ull" }, { (const void *)(&(u)), 0, ACCRT_ARG_DEVICE_PTR, "u" }, { (const void *)(&(f)), 0, ACCRT_ARG_DEVICE_PTR, "f" }, { (const void *)(&(seen)), 0, ACCRT_ARG_DEVICE_PTR, "seen" }, { (const void *)(weights), 0, ACCRT_ARG_DEVICE_PTR, "weights" }, { (const void *)(&(fixed)), sizeof(fixed), ACCRT_ARG_VALUE, "fixed" }, { (const void *)(reads), 0, ACCRT_ARG_DEVICE_PTR, "reads" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 21, __accc_args, 21, -2); }
# 48 "atomic_lvalues.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())

    for (int i = 0; i < 32; i++) {
#pragma omp atomic update
        t[(int)(e)] = t[(int)(e)] + 1;
#pragma omp atomic update
        t[(int)(e * 1.5)] += 2;
#pragma omp atomic update
        *(t + 5) = *(t + 5) - 1;
#pragma omp atomic update
        t[(unsigned)e + 4u] = 3 + t[(unsigned)e + 4u];
#pragma omp atomic update
        d[(long)(e - 2)] = 0.5 * d[(long)(e - 2)];
#pragma omp atomic capture
        dcap[i] = d[1] += 0.125;
#pragma omp atomic update
        m[i % 3][(int)(i % 4)]++;
#pragma omp atomic update
        g.cells[i % 4].hits++;
#pragma omp atomic update
        p->cells[1].total += i;
#pragma omp atomic update
        (*p).flags[(int)(e)] |= (unsigned char)(1 << (i % 8));
#pragma omp atomic update
        p->cells[2].weight = p->cells[2].weight + 0.25;
#pragma omp atomic update
        sh -= 3;
#pragma omp atomic update
        ch ^= (char)(1 << (i % 7));
#pragma omp atomic capture
        ucnew[i] = ++uc;
#pragma omp atomic update
        l = l - 5;
#pragma omp atomic capture
        llcap[i] = ll = ll * 3;
#pragma omp atomic update
        ull <<= 1;
#pragma omp atomic update
        u = 7u - u;
#pragma omp atomic update
        f = f + 0.5f;
#pragma omp atomic update
        seen |= (i == 7);
        int w, s, k;
        const int twice = 2 * i;
        const int *row = weights;
#pragma omp atomic read
        w = weights[i % 4];
#pragma omp atomic read
        s = fixed.hits;
#pragma omp atomic read
        k = twice;
        reads[i] = w + s + k;
#pragma omp atomic read
        w = row[(i + 1) % 4];
        reads[i] += 100 * w;
#pragma omp atomic write
        t[7] = 42;
#pragma omp atomic write
        g.cells[3].weight = 1.5;
    } if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    printf("t:");
    for (int j = 0; j < 8; j++)
        printf(" %d", t[j]);
    printf("\nd: %.10g %.10g\n", d[0], d[1]);
    printf("m:");
    for (int r = 0; r < 3; r++)
        for (int c = 0; c < 4; c++)
            printf(" %d", m[r][c]);
    printf("\ng hits: %d %d %d %d weight %.2f\n", g.cells[0].hits, g.cells[1].hits,
           g.cells[2].hits, g.cells[3].hits, g.cells[3].weight);
    printf("h total %lld flags %d weight %.2f\n", h.cells[1].total, h.flags[2], h.cells[2].weight);
    printf("sh %d ch %d uc %d l %ld ll %lld ull %llu u %u f %.1f seen %d\n", sh, ch, uc, l, ll, ull,
           u, f, seen);
    long long reads_sum = 0, uc_sum = 0, ll_sum = 0;
    double d_sum = 0;
    int uc_max = 0;
    for (int i = 0; i < 32; i++) {
        reads_sum += reads[i];
        uc_sum += ucnew[i];
        uc_max = ucnew[i] > uc_max ? ucnew[i] : uc_max;
        ll_sum += llcap[i];
        d_sum += dcap[i];
    }
    printf("reads %lld ucnew %lld (max %d) llcap %lld dcap %.3f\n", reads_sum, uc_sum, uc_max,
           ll_sum, d_sum);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
