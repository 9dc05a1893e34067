import type { QueryClient } from '@tanstack/react-query';
import type { RouteObject } from 'react-router-dom';

export const toolsRoutes = (_queryClient?: QueryClient): RouteObject[] => [];
