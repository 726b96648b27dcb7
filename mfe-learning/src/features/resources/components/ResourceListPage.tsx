import { useState } from 'react';
import { DEBOUNCE_MS, GatedButton, useApiMutation, useHasRole, usePagedQuery } from '@chapter/shared';
import { ListPage } from '../../../components/ListPage';
import { ResourceFormDialogOnDemand } from '../../../components/ResourceFormDialogOnDemand';
import { CORE_ONLY } from '../../../lib/coreMember';
import { RESOURCES_HEADING } from '../../../lib/headings';
import { succeeded } from '../../../lib/succeeded';
import { createVideoResource, fetchVideoResources, videoResourceKeys } from '../api/videoResources';
import { VideoResourceCard } from './VideoResourceCard';

/** /resources: every video resource, searchable, ten a page. */
export function ResourceListPage() {
  const isCore = useHasRole('COREMEMBER');
  const list = usePagedQuery(videoResourceKeys.lists, fetchVideoResources, { searchDelayMs: DEBOUNCE_MS.listSearch });
  const create = useApiMutation(createVideoResource, { meta: { invalidates: [videoResourceKeys.lists], toast: true } });
  const [creating, setCreating] = useState(false);

  return (
    <ListPage
      heading={RESOURCES_HEADING}
      searchLabel="Search resources"
      searchPlaceholder="Search resources..."
      listLabel="Video resources"
      list={list}
      keyOf={(resource) => resource._id}
      renderItem={(resource) => <VideoResourceCard resource={resource} />}
      actions={
        <>
          <GatedButton allowed={isCore} deniedReason={CORE_ONLY.createResource} onClick={() => setCreating(true)}>
            Create Resource
          </GatedButton>
          <ResourceFormDialogOnDemand
            open={creating}
            title="Create Resource"
            description="Name the collection and say what it teaches; add its videos from the resource's page."
            submitText="Create"
            onClose={() => setCreating(false)}
            onSubmit={(values) => succeeded(create.mutateAsync(values))}
          />
        </>
      }
    />
  );
}
