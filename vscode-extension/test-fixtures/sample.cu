#include <cstdio>
__device__ __noinline__ float scale_one(float x, float s) { return x * s + 1.0f; }

__global__ void saxpy_shared(const float *x, float *y, float a, int n) {
    __shared__ float tile[128];
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) {
        tile[threadIdx.x] = x[i];
    }
    __syncthreads();
    float acc = 0.0f;
    for (int k = 0; k < n; k += 7) {
        acc += scale_one(tile[k % 128], a);
    }
    unsigned lane;
    asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
    if (i < n) {
        y[i] = acc + (double)lane * 0.5;
        atomicAdd(&y[0], 1.0f);
    }
    if (i == 0) printf("n=%d\n", n);
}
