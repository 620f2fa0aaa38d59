// Small CUDA program exercising the PTX constructs nvcc emits: kernels with launch bounds,
// device functions with return values, indirect calls, printf, shared/constant/global data
// with initializers, atomics, warp intrinsics, inline PTX, half precision and textures.
#include <cstdio>
#include <cuda_fp16.h>

__constant__ float coeffs[4] = {1.0f, 0.5f, 0.25f, 0.125f};
__device__ int table[3] = {2, 3, 5};
__device__ int *table_ptr = &table[1];
__device__ unsigned long long counter;

typedef float (*unary_fn)(float);

__device__ __noinline__ float square(float x) { return x * x; }
__device__ __noinline__ float halve(float x) { return x * 0.5f; }
__device__ unary_fn pick(int i) { return (i & 1) ? square : halve; }

__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

__device__ float poly(float x) {
  float acc = 0.0f;
#pragma unroll 1
  for (int i = 0; i < 4; ++i) acc = acc * x + coeffs[i];
  return acc;
}

__device__ int warp_scan(int v) {
  int r;
  asm volatile(
      "{\n\t.reg .s32 t;\n\t.reg .pred p;\n\t"
      "shfl.sync.up.b32 t|p, %1, 1, 0, -1;\n\t"
      "@p add.s32 t, t, %1;\n\t"
      "mov.s32 %0, t;\n\t}"
      : "=r"(r)
      : "r"(v));
  return r;
}

extern "C" __global__ void __launch_bounds__(256, 2)
    kernel(const float *__restrict__ in, float *out, int n, cudaTextureObject_t tex) {
  extern __shared__ float dyn[];
  __shared__ int hist[32];
  int i = blockIdx.x * blockDim.x + threadIdx.x;
  if (threadIdx.x < 32) hist[threadIdx.x] = 0;
  __syncthreads();
  if (i < n) {
    float x = in[i];
    dyn[threadIdx.x] = x;
    float y = pick(i)(x) + poly(x) + tex2D<float>(tex, x, 0.5f);
    __half h = __float2half(y);
    h = __hmul(h, __float2half(2.0f));
    y = __half2float(h) + sinf(y) * expf(-y) + sqrt((double)y);
    atomicAdd(&hist[i & 31], 1);
    atomicAdd(&counter, 1ull);
    unsigned mask = __ballot_sync(0xffffffffu, y > 0.0f);
    y += __shfl_down_sync(0xffffffffu, y, 1) + __popc(mask) + warp_scan(i) + *table_ptr;
    if (y > 1e30f) printf("big value %f at %d\n", y, fib(i & 7));
    out[i] = y;
  }
  __syncthreads();
  if (threadIdx.x == 0) out[n + blockIdx.x] = hist[0];
}
