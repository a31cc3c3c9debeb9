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
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "enter_exit_data.c", 21, "field_new", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_COPYIN, 0 | ACCRT_SECTION, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(w)[0], (n) * sizeof((w)[0]), ACCRT_CREATE, 0 | ACCRT_SECTION, "w[0:n]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 2, -2); }
    return f;
}

static void field_step(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;

{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 29, "field_step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 29 "enter_exit_data.c"

{ static const __accrt_loc __accc_loc = { "enter_exit_data.c", 29, "field_step", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(w)[0], (n) * sizeof((w)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "w[0:n]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "u" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 29 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        w[i] = 2.0 * u[i] + 1.0; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }

{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 32, "field_step", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 32 "enter_exit_data.c"

{ static const __accrt_loc __accc_loc = { "enter_exit_data.c", 32, "field_step", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(w)[0], (n) * sizeof((w)[0]), ACCRT_PRESENT, 0 | ACCRT_SECTION, "w[0:n]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_arg __accc_args[] = { { (const void *)(&(n)), sizeof(n), ACCRT_ARG_VALUE, "n" }, { (const void *)(w), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "w" }, { (const void *)(u), 0, ACCRT_ARG_DEVICE_PTR_IF_PRESENT, "u" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 2, __accc_args, 3, -2); }
# 32 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < n; i++)
        u[i] = w[i] - u[i]; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
}

static void field_free(field *f)
{
    int n = f->n;
    double *u = f->u, *w = f->w;
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "enter_exit_data.c", 41, "field_free", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_COPYOUT, 0 | ACCRT_SECTION, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) }, { (void *)&(w)[0], (n) * sizeof((w)[0]), ACCRT_DELETE, 0 | ACCRT_SECTION, "w[0:n]", 0, 0, __builtin_object_size((void *)&(w)[0], 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 2, -2); }
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

if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "enter_exit_data.c", 55, "main", "update" }; __accrt_data __accc_data[] = { { (void *)&(u)[0], (n) * sizeof((u)[0]), ACCRT_UPDATE_SELF, 0, "u[0:n]", 0, 0, __builtin_object_size((void *)&(u)[0], 0) } }; __accrt_update(&__accc_loc, __accc_data, 1, -2); }
    double sum = 0.0;
    for (int i = 0; i < n; i++)
        sum += u[i];
    printf("u[0]=%.1f u[99]=%.1f sum=%.1f\n", u[0], u[99], sum);


    int counter = 5;
    static int arr[64];
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "enter_exit_data.c", 64, "main", "enter data" }; __accrt_data __accc_data[] = { { (void *)&(counter), sizeof(counter), ACCRT_COPYIN, 0, "counter", 0, 0, __builtin_object_size((void *)&(counter), 0) }, { (void *)&(arr), sizeof(arr), ACCRT_CREATE, 0, "arr", 0, 0, __builtin_object_size((void *)&(arr), 0) } }; __accrt_enter_data(&__accc_loc, __accc_data, 2, -2); }

{ static const __accrt_loc __accc_region_loc = { "enter_exit_data.c", 65, "main", "parallel loop" }; if (__accrt_profile_flags) __accrt_region_enter(&__accc_region_loc);
# 65 "enter_exit_data.c"

{ static const __accrt_loc __accc_loc = { "enter_exit_data.c", 65, "main", "parallel loop" }; if (__accrt_checking()) { __accrt_data __accc_data[] = { { (void *)&(arr), sizeof(arr), ACCRT_PRESENT, 0, "arr", 0, 0, __builtin_object_size((void *)&(arr), 0) } }; __accrt_arg __accc_args[] = { { (const void *)(arr), 0, ACCRT_ARG_DEVICE_PTR, "arr" } }; __accrt_check_compute_begin(&__accc_loc, __accc_data, 1, __accc_args, 1, -2); }
# 65 "enter_exit_data.c"
#pragma omp parallel for if(__accrt_multicore_active()) num_threads(__accrt_num_threads())
    for (int i = 0; i < 64; i++)
        arr[i] = i * i; if (__accrt_checking()) __accrt_check_compute_end(&__accc_loc); } if (__accrt_profile_flags) __accrt_region_exit(&__accc_region_loc); }
if (__accrt_checking()) { static const __accrt_loc __accc_loc = { "enter_exit_data.c", 68, "main", "exit data" }; __accrt_data __accc_data[] = { { (void *)&(arr), sizeof(arr), ACCRT_COPYOUT, 0, "arr", 0, 0, __builtin_object_size((void *)&(arr), 0) }, { (void *)&(counter), sizeof(counter), ACCRT_DELETE, 0, "counter", 0, 0, __builtin_object_size((void *)&(counter), 0) } }; __accrt_exit_data(&__accc_loc, __accc_data, 2, -2); }
    long sa = 0;
    for (int i = 0; i < 64; i++)
        sa += arr[i];
    printf("counter=%d sa=%ld\n", counter, sa);

    field_free(f);
    return 0;
}

# 1 "<accc>"
static void __attribute__((constructor(101))) __accc_register_translation_unit(void) { __accrt_register_target(7); }
