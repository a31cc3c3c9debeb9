Accelerator Kernel Timing data
saxpy.c
  main opencl:0
    time(us): #
    14: data region reached 1 time
        elapsed time(us): total=# max=# min=# avg=#
        14: data upload transfers: 2 (32,768 bytes)
            device time(us): total=# max=# min=# avg=#
        14: data download transfers: 1 (16,384 bytes)
            device time(us): total=# max=# min=# avg=#
        14: device allocations: 2 (32,768 bytes)
    17: compute region (parallel loop) reached 3 times
        elapsed time(us): total=# max=# min=# avg=#
        17: kernel __accc_kernel_0_0 launched 3 times
            grid: [#]  block: [128]
            device time(us): total=# max=# min=# avg=#
    21: update directive reached 1 time
        21: data upload transfers: 1 (16,384 bytes)
            device time(us): total=# max=# min=# avg=#
    22: wait directive reached 1 time
        22: waits: 1
            host time(us): total=# max=# min=# avg=#
    23: update directive reached 1 time
        23: data download transfers: 1 (16,384 bytes)
            device time(us): total=# max=# min=# avg=#
    26: compute region (parallel loop) reached 1 time
        elapsed time(us): total=# max=# min=# avg=#
        26: kernel __accc_kernel_1_0 launched 1 time
            grid: [#]  block: [128]
            device time(us): total=# max=# min=# avg=#
        26: data upload transfers: 2 (16,392 bytes)
            device time(us): total=# max=# min=# avg=#
        26: data download transfers: 1 (8 bytes)
            device time(us): total=# max=# min=# avg=#
        26: device allocations: 2 (16,392 bytes)
