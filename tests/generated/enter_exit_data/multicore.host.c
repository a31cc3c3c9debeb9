/* [golden] the ABI declarations of include/accrt.h (accc-abi-begin .. accc-abi-end) */
# 0 "enter_exit_data.c"
# 1 "enter_exit_data.c"
# 1 "enter_exit_data.c"


# 4 "enter_exit_data.c" 2
# 5 "enter_exit_data.c" 2


# 6 "enter_exit_data.c"
typedef struct {
    int n;
    double *u;
    double *w;
} field;

static field *field_new(int n)
{
    field *f = malloc(sizeof *f);
    f->n = n;
    f->u = malloc(n * sizeof(double));
    f->w = malloc(n * sizeof(double));
    for (int i = 0; i < n; i++)
        f->u[i] = (double)(i % 100);
    double *u = f->u, *w = f->w;

    return f;
}

static void field_step(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;

{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 29, "field_step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        w[i] = 2.0 * u[i] + 1.0; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 32, "field_step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        u[i] = w[i] - u[i]; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void field_free(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;

    free(f->u);
    free(f->w);
    free(f);
}

int main(void)
{
    field *f = field_new(1000);
    for (int s = 0; s < 3; s++)
        field_step(f);
    double *u = f->u;
    int n = f->n;


    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += u[i];
    printf("u[0]=%.1f u[99]=%.1f sum=%.1f\n", u[0], u[99], sum);


    int counter = 5;
    static int arr[64];


{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 65, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++)
        arr[i] = i * i; if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

    long sa = 0;
    for (int i = 0; i < 64; i++)
        sa += arr[i];
    printf("counter=%d sa=%ld\n", counter, sa);

    field_free(f);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
