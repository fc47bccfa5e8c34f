import type { TestProject } from 'vitest/node'

import { generateMockData, type MockData } from '@mocks/data/seed'

declare module 'vitest' {
  export interface ProvidedContext {
    mockWorld: MockData
  }
}

/**
 * Once per run: the seeded mock world every test file's mock data service starts from
 * (setup.ts). Generating it in each file cost each one faker's import, about 0.3 s.
 */
export default function setup(project: TestProject) {
  project.provide('mockWorld', generateMockData())
}
