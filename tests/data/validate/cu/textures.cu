// Texture/surface objects, local arrays, recursion and indirect calls: exercises .tex/.surf
// instructions, .local stack frames, .callprototype and call through registers.
#include <cstdio>
__global__ void tex_read(cudaTextureObject_t t, cudaSurfaceObject_t s, float* out, int w) {
  int x = threadIdx.x, y = blockIdx.x;
  float v = tex2D<float>(t, x + 0.5f, y + 0.5f);
  float4 q = tex1Dfetch<float4>(t, x);
  float l = tex2DLod<float>(t, x, y, 1.0f);
  surf2Dwrite(v + q.x + l, s, x * 4, y);
  float r; surf2Dread(&r, s, x * 4, y, cudaBoundaryModeClamp);
  out[y * w + x] = r;
}
__device__ __noinline__ int fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
typedef float (*op_t)(float, float);
__device__ float opadd(float a, float b) { return a + b; }
__device__ float opmul(float a, float b) { return a * b; }
__device__ op_t ops[2] = {opadd, opmul};
__global__ void indirect(float* o, int sel, int n) {
  int local[64];
  for (int i = 0; i < 64; ++i) local[i] = i * n;
  o[threadIdx.x] = ops[sel & 1](o[threadIdx.x], 2.0f) + local[(threadIdx.x + sel) & 63] + fib(n);
  if (threadIdx.x == 0) printf("n=%d sel=%d f=%f ll=%lld s=%s\n", n, sel, (double)o[0], (long long)n * 3, "x");
}
struct Big { double a[5]; int b; char c; };
__device__ __noinline__ Big mkbig(Big in, short s, char c, unsigned char uc, float f) {
  Big r = in; r.b += s + c + uc; r.a[0] += f; return r;
}
__global__ void structs(Big* p, short s) { p[1] = mkbig(p[0], s, (char)s, (unsigned char)s, 1.5f); }
__global__ void inline_asm(unsigned* o) {
  unsigned lane, r;
  asm volatile("mov.u32 %0, %%laneid;" : "=r"(lane));
  asm("{ .reg .pred p; setp.eq.u32 p, %1, 0; selp.u32 %0, 1, 2, p; }" : "=r"(r) : "r"(lane));
  o[threadIdx.x] = lane + r;
}
__global__ void i128(__int128* p, unsigned __int128* q) { p[0] = p[1] * p[2] / (p[3] | 1); q[0] = q[1] % (q[2] | 1); }
